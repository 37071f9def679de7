/**
 * The model of the one GraphQL type no courses module owns, for codegen's mappers (schema/mappers.ts): the
 * talent-owned User, as courses knows it (only its id).
 */

/** A talent-owned User as courses knows it: only its id. */
export interface UserRef {
  __typename: "User";
  id: string;
}
