/** Id shapes shared by every subgraph. */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Account ids (and other rows users create) are UUIDs; any other text names no such row. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
