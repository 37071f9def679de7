import { describe, expect, it } from "vitest";
import { dateTimeFormat, formatDateTime, numberFormat } from "./format";

describe("Intl formatters kept per language and options", () => {
  it("the same language and options give the same formatter, formatting as a new one would", () => {
    const options: Intl.DateTimeFormatOptions = { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Hong_Kong" };
    const first = dateTimeFormat("zh-Hant", options);
    expect(dateTimeFormat("zh-Hant", { ...options })).toBe(first);
    const at = new Date("2026-03-12T02:00:00Z");
    expect(first.format(at)).toBe(new Intl.DateTimeFormat("zh-Hant", options).format(at));
  });

  it("another language, time zone or option gives another formatter", () => {
    const base = dateTimeFormat("en", { dateStyle: "medium", timeZone: "UTC" });
    expect(dateTimeFormat("zh-Hans", { dateStyle: "medium", timeZone: "UTC" })).not.toBe(base);
    expect(dateTimeFormat("en", { dateStyle: "medium", timeZone: "Asia/Kuala_Lumpur" })).not.toBe(base);
    expect(numberFormat("en", { maximumFractionDigits: 1 })).not.toBe(numberFormat("en"));
  });

  it("an unknown time zone still throws, as the constructor does", () => {
    expect(() => dateTimeFormat("en", { timeZone: "Nowhere/Atlantis" })).toThrow(RangeError);
  });

  it("a date that does not parse is shown as sent", () => {
    expect(formatDateTime("not a date", "en")).toBe("not a date");
  });
});
