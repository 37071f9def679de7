/** Model types several forum modules share (codegen maps GraphQL types to them: schema/mappers.ts). */

/** A talent-owned User as forum knows it: the id only (talent resolves the rest). */
export interface UserRef {
  id: string;
}
