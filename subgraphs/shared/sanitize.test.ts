import { describe, expect, it } from "vitest";
import { sanitizePlainText, sanitizePostHtml } from "./sanitize.js";

describe("rule: post bodies keep only simple HTML", () => {
  it("keeps paragraphs, emphasis and lists", () => {
    const html = "<p>Hello <strong>world</strong> <em>!</em></p><ul><li>one</li></ul>";
    expect(sanitizePostHtml(html)).toBe(html);
  });
  it("strips <script> elements with their content", () => {
    expect(sanitizePostHtml('<p>hi</p><script>alert("x")</script>')).toBe("<p>hi</p>");
  });
  it("strips on* event attributes", () => {
    expect(sanitizePostHtml('<p onclick="steal()">hi</p><a href="https://example.com" onmouseover="x()">a</a>')).toBe(
      '<p>hi</p><a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
  });
  it("drops javascript: links but keeps the text", () => {
    expect(sanitizePostHtml('<a href="javascript:alert(1)">click</a>')).toBe(
      '<a rel="noopener noreferrer nofollow" target="_blank">click</a>',
    );
  });
  it("drops images, iframes, styles and forms", () => {
    expect(sanitizePostHtml('<img src=x onerror="x()"><iframe src="https://evil"></iframe><style>p{}</style><form><input></form>ok')).toBe(
      "ok",
    );
  });
  it("links always get safe rel and target, whatever the writer set", () => {
    expect(sanitizePostHtml('<a href="https://example.com" rel="opener" target="_self">a</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer nofollow" target="_blank">a</a>',
    );
  });
  it("drops style and class attributes", () => {
    expect(sanitizePostHtml('<p style="position:fixed" class="x">hi</p>')).toBe("<p>hi</p>");
  });
});

describe("rule: plain text fields keep no markup", () => {
  it("drops tags and script bodies, keeps the characters", () => {
    expect(sanitizePlainText('Data & AI <b>now</b><script>alert("x")</script>')).toBe("Data & AI now");
  });
});
