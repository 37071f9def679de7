/** DataLoader shapes the forum modules' loaders share (each module's loaders.ts builds its own loaders with them). */
import DataLoader from "dataloader";

/** Counts rows per key in one grouped statement; a key without rows counts 0. */
export function countsBy<K>(fetch: (keys: K[]) => Promise<{ key: K; n: number }[]>) {
  return new DataLoader<K, number>(async (keys) => {
    const byKey = new Map((await fetch([...keys])).map((r) => [r.key, r.n]));
    return keys.map((k) => byKey.get(k) ?? 0);
  });
}

/** Whether the viewer has a row for each key, in one statement (false for every key for visitors). */
export function viewerHas<K>(viewerId: string | null, fetch: (viewerId: string, keys: K[]) => Promise<{ key: K }[]>) {
  return new DataLoader<K, boolean>(async (keys) => {
    if (!viewerId) return keys.map(() => false);
    const found = new Set((await fetch(viewerId, [...keys])).map((r) => r.key));
    return keys.map((k) => found.has(k));
  });
}
