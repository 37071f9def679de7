import { describe, expect, it } from "vitest";
import { KNOWN_COUNT_LIMIT } from "@server/shared/page-size";
import { pageOf } from "./common";

describe("pageOf", () => {
  it("counts a short list exactly", () => {
    const { items, pageInfo } = pageOf([1, 2, 3, 4, 5], { page: 2, pageSize: 2 }, 10);
    expect(items).toEqual([3, 4]);
    expect(pageInfo).toMatchObject({ page: 2, pageSize: 2, knownCount: 5, countIsExact: true, hasNextPage: true, hasPreviousPage: true });
  });

  it("counts a long list no further than the limit, as the server does", () => {
    const all = Array.from({ length: KNOWN_COUNT_LIMIT + 1 }, (_, i) => i);
    expect(pageOf(all, {}, 10).pageInfo).toMatchObject({ knownCount: KNOWN_COUNT_LIMIT, countIsExact: false, hasNextPage: true });
    expect(pageOf(all.slice(1), {}, 10).pageInfo).toMatchObject({ knownCount: KNOWN_COUNT_LIMIT, countIsExact: true });
  });
});
