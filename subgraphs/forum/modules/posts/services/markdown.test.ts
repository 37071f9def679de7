import { describe, expect, it } from "vitest";
import { renderForumMarkdown } from "../rules/markdown.js";
import { forumHtmlOf, sanitizeForumHtml } from "./markdown.js";

describe("the forum's sanitizer: the render's output passes, nothing else", () => {
  it("keeps highlight.js token classes on spans and drops every other class", () => {
    expect(sanitizeForumHtml('<span class="hljs-keyword evil">x</span><span class="hljs-title function_">f</span>')).toBe(
      '<span class="hljs-keyword">x</span><span class="hljs-title">f</span>',
    );
    expect(sanitizeForumHtml('<p class="hljs-keyword">x</p><code class="hljs language-sql bad">y</code>')).toBe(
      '<p>x</p><code class="hljs language-sql">y</code>',
    );
  });
  it("drops script, images, event handlers, h1/h2 and unsafe links", () => {
    expect(
      sanitizeForumHtml(
        '<h1>a</h1><img src=x onerror=alert(1)><p onclick="x()">b</p><script>c</script><a href="javascript:alert(1)">d</a>',
      ),
    ).toBe('a<p>b</p><a rel="nofollow ugc noopener" target="_blank">d</a>');
  });
  it("sets rel nofollow ugc noopener on every link, whatever was given", () =>
    expect(sanitizeForumHtml('<a href="https://x.example" rel="me" target="_self">x</a>')).toBe(
      '<a href="https://x.example" rel="nofollow ugc noopener" target="_blank">x</a>',
    ));
  it("leaves a rendered body as rendered (up to how it spells quotes and void tags)", () => {
    const markdown = "## Why?\n\nSee [docs](https://example.com) and `x`.\n\n```python\ndef f(): return 1\n```\n\n---\n\n3. third";
    const normalise = (html: string) => html.replace(/&quot;/g, '"').replace(/<hr \/>/g, "<hr>");
    expect(normalise(forumHtmlOf(markdown))).toBe(normalise(renderForumMarkdown(markdown)));
  });
});
