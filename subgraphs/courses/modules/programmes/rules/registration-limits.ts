/** Registration forms' limits, apart from the zod checks (registration.ts) so the client's forms can import them. */

/** A typed answer (TEXT, EMAIL, PHONE), in characters. */
export const REGISTRATION_TEXT_MAX = 200;
