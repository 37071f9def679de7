import { describe, expect, it } from "vitest";
import { firstStart, isPast, lastEnd, localDate, scheduleByDate } from "./listings.js";

describe("rule: an event starts at its earliest date and ends at its latest", () => {
  it("takes the earliest from, whatever the order", () => {
    expect(firstStart([{ from: "2026-05-02T01:00:00Z" }, { from: "2026-05-01T01:00:00Z" }]).toISOString()).toBe("2026-05-01T01:00:00.000Z");
  });
  it("takes the latest to, whatever the order", () => {
    expect(lastEnd([{ to: "2026-05-02T09:00:00Z" }, { to: "2026-05-01T09:00:00Z" }]).toISOString()).toBe("2026-05-02T09:00:00.000Z");
  });
  it("an event without dates is a programming error", () => {
    expect(() => firstStart([])).toThrow();
    expect(() => lastEnd([])).toThrow();
  });
});

describe("rule: an event is past once its last day has ended", () => {
  const end = new Date("2026-05-02T09:00:00Z");
  it("upcoming one millisecond before the end", () => expect(isPast(end, new Date("2026-05-02T08:59:59.999Z"))).toBe(false));
  it("past at the end", () => expect(isPast(end, end)).toBe(true));
});

describe("rule: the schedule is grouped by the event's local date, then by time slot", () => {
  const slots = [
    { from: "2026-05-02T02:00:00Z", to: "2026-05-02T04:00:00Z", title: "day 2" },
    { from: "2026-05-01T02:00:00Z", to: "2026-05-01T06:00:00Z", title: "long block" },
    { from: "2026-05-01T02:00:00Z", to: "2026-05-01T02:30:00Z", title: "short talk" },
    // 23:30 UTC on 1 May is 07:30 on 2 May in Kuala Lumpur.
    { from: "2026-05-01T23:30:00Z", to: "2026-05-02T00:00:00Z", title: "early day 2" },
  ];
  it("days in order, slots by start then end", () => {
    const days = scheduleByDate(slots, "Asia/Kuala_Lumpur");
    expect(days.map((d) => [d.date, d.slots.map((s) => s.title)])).toEqual([
      ["2026-05-01", ["short talk", "long block"]],
      ["2026-05-02", ["early day 2", "day 2"]],
    ]);
  });
  it("the same instants fall on other dates in another zone", () => {
    expect(localDate("2026-05-01T23:30:00Z", "Europe/London")).toBe("2026-05-02");
    expect(localDate("2026-05-01T22:30:00Z", "Europe/London")).toBe("2026-05-01");
  });
});
