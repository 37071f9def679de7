import { describe, expect, it } from "vitest";
import { EVENT_ID_PATTERN, isSafeEventUrl, slotWithinDays } from "./editing.js";

describe("rule: event images and links are site paths or https URLs", () => {
  it("accepts /events/… and https://…", () => {
    expect(isSafeEventUrl("/events/banners/a.svg")).toBe(true);
    expect(isSafeEventUrl("https://example.com/a.png")).toBe(true);
  });
  it("refuses http, protocol-relative, javascript: and nonsense", () => {
    for (const url of ["http://example.com/a.png", "//evil.test/a.png", "javascript:alert(1)", "not a url"])
      expect(isSafeEventUrl(url)).toBe(false);
  });
});

describe("rule: an event id is lowercase words joined by hyphens", () => {
  it("kl-tech-career-fair is an id; spaces, capitals and double hyphens are not", () => {
    expect(EVENT_ID_PATTERN.test("kl-tech-career-fair")).toBe(true);
    for (const id of ["KL-fair", "kl fair", "kl--fair", "-kl", "kl-"]) expect(EVENT_ID_PATTERN.test(id)).toBe(false);
  });
});

describe("rule: schedule slots lie within the event's days", () => {
  const days = [{ from: "2026-05-01T02:00:00Z", to: "2026-05-01T09:00:00Z" }];
  it("a slot inside a day is in; one that runs past the day's end is out", () => {
    expect(slotWithinDays({ from: "2026-05-01T02:00:00Z", to: "2026-05-01T09:00:00Z" }, days)).toBe(true);
    expect(slotWithinDays({ from: "2026-05-01T08:00:00Z", to: "2026-05-01T09:00:01Z" }, days)).toBe(false);
  });
});
