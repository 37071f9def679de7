import { describe, expect, it } from "vitest";
import { safeNext } from "./safeNext";
import { parsePage } from "./pageParam";

describe("safeNext", () => {
  it.each([
    ["/jobs", "/jobs"],
    ["/jobs?page=2&campaign=kyouth", "/jobs?page=2&campaign=kyouth"],
    ["/courses#top", "/courses#top"],
  ])("keeps the same-origin path %s", (next, expected) => {
    expect(safeNext(next, "/fallback")).toBe(expected);
  });

  it.each([
    null,
    "",
    "jobs",
    "event-reg",
    "//evil.example",
    "/\\evil.example",
    "https://evil.example/",
    "javascript:alert(1)",
    "/\tjobs",
    " /jobs",
  ])("falls back for %j", (next) => {
    expect(safeNext(next, "/fallback")).toBe("/fallback");
  });
});

describe("parsePage", () => {
  it.each([
    [null, 1],
    ["", 1],
    ["0", 1],
    ["-2", 1],
    ["abc", 1],
    ["2.5", 1],
    ["1", 1],
    ["7", 7],
  ])("reads %j as page %i", (value, page) => {
    expect(parsePage(value)).toBe(page);
  });
});
