import { describe, expect, it } from "vitest";
import {
  afterFollow,
  afterUnfollow,
  hasFollowing,
  hasFollowingKey,
  rememberSidebarTags,
  sidebarTagsKey,
  shownFollowedTagIds,
  storedSidebarTags,
  type KeyValueStore,
} from "./forumSidebarStorage";

const ME = "viewer-1";

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

/** A store where the viewer has the has-following flag and `tags` stored as sidebar choices. */
const withStored = (tags: string[]) => memoryStore({ [hasFollowingKey(ME)]: "1", [sidebarTagsKey(ME)]: JSON.stringify(tags) });

describe("SPEC §4: following stores sidebar choices in browser storage", () => {
  it("stores the followed tags the sidebar shows once a follow has set the has-following flag", () => {
    const store = memoryStore();
    afterFollow(store, ME);
    expect(rememberSidebarTags(store, ME, ["python", "sql"])).toBe(true);
    expect(storedSidebarTags(store, ME)).toEqual(["python", "sql"]);
    expect(store.map.get(sidebarTagsKey(ME))).toBe('["python","sql"]');
  });

  it("stores nothing without the has-following flag", () => {
    const store = memoryStore();
    expect(rememberSidebarTags(store, ME, ["python"])).toBe(false);
    expect(storedSidebarTags(store, ME)).toBeNull();
  });

  it("keeps the stored choices while they are stored (the sidebar does not reshuffle)", () => {
    const store = withStored(["python"]);
    expect(rememberSidebarTags(store, ME, ["career-change", "python"])).toBe(false);
    expect(storedSidebarTags(store, ME)).toEqual(["python"]);
  });

  it("keeps each viewer's choices apart", () => {
    const store = withStored(["python"]);
    expect(hasFollowing(store, "viewer-2")).toBe(false);
    expect(storedSidebarTags(store, "viewer-2")).toBeNull();
  });

  it("reads a damaged stored value as nothing stored", () => {
    const store = memoryStore({ [sidebarTagsKey(ME)]: "{not json" });
    expect(storedSidebarTags(store, ME)).toBeNull();
    store.setItem(sidebarTagsKey(ME), '[1,"x"]');
    expect(storedSidebarTags(store, ME)).toBeNull();
  });
});

describe("SPEC §4: after a follow the stored sidebar tags are cleared if fewer than 3 exist and a has-following flag is set", () => {
  it.each([[[]], [["a"]], [["a", "b"]]])("clears %j (fewer than 3) and sets the flag", (tags) => {
    const store = withStored(tags);
    expect(afterFollow(store, ME)).toEqual({ cleared: true });
    expect(storedSidebarTags(store, ME)).toBeNull();
    expect(hasFollowing(store, ME)).toBe(true);
  });

  it("keeps 3 stored tags (exactly 3 is not fewer than 3) and sets the flag", () => {
    const store = memoryStore({ [sidebarTagsKey(ME)]: '["a","b","c"]' });
    expect(afterFollow(store, ME)).toEqual({ cleared: false });
    expect(storedSidebarTags(store, ME)).toEqual(["a", "b", "c"]);
    expect(hasFollowing(store, ME)).toBe(true);
  });

  it("keeps more than 3 stored tags", () => {
    const store = withStored(["a", "b", "c", "d"]);
    expect(afterFollow(store, ME)).toEqual({ cleared: false });
    expect(storedSidebarTags(store, ME)).toHaveLength(4);
  });

  it("with nothing stored (none is fewer than 3) asks for the server's order and sets the flag", () => {
    const store = memoryStore();
    expect(afterFollow(store, ME)).toEqual({ cleared: true });
    expect(hasFollowing(store, ME)).toBe(true);
  });
});

describe("SPEC §4: after an unfollow of a tag in the stored list, the stored tags are cleared and, if that was the only one, the has-following flag is cleared", () => {
  it("clears the stored tags and keeps the flag when other tags were stored", () => {
    const store = withStored(["a", "b"]);
    expect(afterUnfollow(store, ME, "b")).toEqual({ cleared: true });
    expect(storedSidebarTags(store, ME)).toBeNull();
    expect(hasFollowing(store, ME)).toBe(true);
  });

  it("clears the stored tags and the flag when it was the only one", () => {
    const store = withStored(["a"]);
    expect(afterUnfollow(store, ME, "a")).toEqual({ cleared: true });
    expect(storedSidebarTags(store, ME)).toBeNull();
    expect(hasFollowing(store, ME)).toBe(false);
  });

  it("changes nothing for a tag not in the stored list", () => {
    const store = withStored(["a", "b"]);
    expect(afterUnfollow(store, ME, "z")).toEqual({ cleared: false });
    expect(storedSidebarTags(store, ME)).toEqual(["a", "b"]);
    expect(hasFollowing(store, ME)).toBe(true);
  });

  it("changes nothing when nothing is stored", () => {
    const store = memoryStore({ [hasFollowingKey(ME)]: "1" });
    expect(afterUnfollow(store, ME, "a")).toEqual({ cleared: false });
    expect(hasFollowing(store, ME)).toBe(true);
  });
});

describe("the sidebar choices are the followed tags the sidebar shows", () => {
  it("picks the followed tags of every category, in the sidebar's order", () => {
    const categories = [
      {
        tags: [
          { id: "python", viewerFollows: true },
          { id: "sql", viewerFollows: false },
        ],
      },
      { tags: [{ id: "interviews", viewerFollows: true }] },
      { tags: [] },
    ];
    expect(shownFollowedTagIds(categories)).toEqual(["python", "interviews"]);
  });
});
