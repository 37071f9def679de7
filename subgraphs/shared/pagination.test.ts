/** The one way to page: counts asked only when needed, none on a last page, and a known count that stops early. */
import { describe, expect, it, vi } from "vitest";
import { KNOWN_COUNT_LIMIT, pageWindow, toPage } from "./pagination.js";

const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

describe("toPage", () => {
  it("asks the counter nothing until a count is read", () => {
    const count = vi.fn(async () => 50);
    toPage(rows(11), pageWindow({ page: 1 }, 10), count);
    expect(count).not.toHaveBeenCalled();
  });
  it("knows the total of a last page without counting", async () => {
    const count = vi.fn(async () => 999);
    const page = toPage(rows(4), pageWindow({ page: 3, pageSize: 10 }, 10), count);
    expect(page.pageInfo.hasNextPage).toBe(false);
    expect(await page.pageInfo.totalCount()).toBe(24);
    expect(await page.pageInfo.knownCount()).toBe(24);
    expect(await page.pageInfo.countIsExact()).toBe(true);
    expect(count).not.toHaveBeenCalled();
  });
  it("counts a page beyond the end (it shows nothing of where the list ends)", async () => {
    const count = vi.fn(async () => 7);
    const page = toPage([], pageWindow({ page: 5 }, 10), count);
    expect(await page.pageInfo.totalCount()).toBe(7);
    expect(count).toHaveBeenCalledWith();
  });
  it("counts no further than the limit for knownCount, and says when the list holds more", async () => {
    const count = vi.fn(async (limit?: number) => Math.min(limit ?? Infinity, 250_000));
    const page = toPage(rows(11), pageWindow({ page: 1 }, 10), count);
    expect(await page.pageInfo.knownCount()).toBe(KNOWN_COUNT_LIMIT);
    expect(await page.pageInfo.countIsExact()).toBe(false);
    expect(count).toHaveBeenCalledTimes(1);
    expect(count).toHaveBeenCalledWith(KNOWN_COUNT_LIMIT + 1);
    expect(await page.pageInfo.totalCount()).toBe(250_000);
  });
  it("reports a list of exactly the limit as exact", async () => {
    const page = toPage(rows(11), pageWindow({ page: 1 }, 10), async (limit) => Math.min(limit ?? Infinity, KNOWN_COUNT_LIMIT));
    expect(await page.pageInfo.knownCount()).toBe(KNOWN_COUNT_LIMIT);
    expect(await page.pageInfo.countIsExact()).toBe(true);
  });
  it("takes a next page from a source that pages by itself", async () => {
    const page = toPage(rows(10), pageWindow({ page: 1 }, 10), async () => 30, { hasNextPage: true });
    expect(page.pageInfo.hasNextPage).toBe(true);
    expect(await page.pageInfo.knownCount()).toBe(30);
  });
});
