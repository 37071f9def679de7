/** The models of the GraphQL types no events module owns, for codegen's mappers (schema/mappers.ts). */

/** A jobs-owned Employer as events knows it: only its id (resolved there). */
export interface EmployerRef {
  id: string;
}

/** A talent-owned User as events knows it: only its id. */
export interface UserRef {
  id: string;
}
