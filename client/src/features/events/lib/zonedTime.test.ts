import { describe, expect, it } from "vitest";
import { isoToZonedInput, timeZoneChoices, zonedInputToIso, zoneOffsetMinutes } from "./zonedTime";

describe("the organiser's date-times, in the event's time zone", () => {
  it("reads a wall time in the event's zone and writes it with the zone's offset", () => {
    expect(zonedInputToIso("2026-03-12T10:00", "Asia/Kuala_Lumpur")).toBe("2026-03-12T10:00:00+08:00");
    expect(Date.parse(zonedInputToIso("2026-03-12T10:00", "Asia/Kuala_Lumpur")!)).toBe(Date.parse("2026-03-12T02:00:00Z"));
    expect(zonedInputToIso("2026-01-05T09:30", "America/St_Johns")).toBe("2026-01-05T09:30:00-03:30");
    expect(zonedInputToIso("2026-07-01T00:15", "UTC")).toBe("2026-07-01T00:15:00+00:00");
  });

  it("follows daylight saving: summer and winter offsets, and a skipped hour moves past the gap", () => {
    expect(zonedInputToIso("2026-07-01T12:00", "Europe/London")).toBe("2026-07-01T12:00:00+01:00");
    expect(zonedInputToIso("2026-12-01T12:00", "Europe/London")).toBe("2026-12-01T12:00:00+00:00");
    // 01:30 does not exist in London on 29 March 2026 (clocks go from 01:00 to 02:00).
    expect(zonedInputToIso("2026-03-29T01:30", "Europe/London")).toBe("2026-03-29T02:30:00+01:00");
    expect(zoneOffsetMinutes(Date.parse("2026-07-01T00:00:00Z"), "America/New_York")).toBe(-240);
  });

  it("shows an instant as the wall time in the event's zone, whatever the viewer's", () => {
    expect(isoToZonedInput("2026-03-12T02:00:00.000Z", "Asia/Kuala_Lumpur")).toBe("2026-03-12T10:00");
    expect(isoToZonedInput("2026-03-12T02:00:00.000Z", "Asia/Hong_Kong")).toBe("2026-03-12T10:00");
    expect(isoToZonedInput("2026-03-12T02:00:00.000Z", "Europe/London")).toBe("2026-03-12T02:00");
    // A round trip keeps the instant.
    const iso = "2026-11-20T23:45:00.000Z";
    expect(Date.parse(zonedInputToIso(isoToZonedInput(iso, "Pacific/Auckland"), "Pacific/Auckland")!)).toBe(Date.parse(iso));
  });

  it("refuses what it cannot read", () => {
    expect(zonedInputToIso("", "Asia/Kuala_Lumpur")).toBeNull();
    expect(zonedInputToIso("12/03/2026 10:00", "Asia/Kuala_Lumpur")).toBeNull();
    expect(zonedInputToIso("2026-03-12T10:00", "Mars/Olympus_Mons")).toBeNull();
    expect(isoToZonedInput("not a date", "Asia/Kuala_Lumpur")).toBe("");
  });

  it("offers the browser's zones, keeping the event's own", () => {
    const zones = timeZoneChoices("Etc/GMT-8");
    expect(zones).toContain("Asia/Kuala_Lumpur");
    expect(zones).toContain("Etc/GMT-8");
  });
});
