/**
 * The models of the GraphQL types no jobs module owns, for codegen's mappers (schema/mappers.ts): talent's User and
 * events' Event, as jobs knows them (only their id).
 */

/** A talent-owned User as jobs knows it: only its id. */
export interface UserRef {
  __typename?: "User";
  id: string;
}

/** An events-owned Event as jobs knows it: only its id (resolved there). */
export interface EventRef {
  id: string;
}
