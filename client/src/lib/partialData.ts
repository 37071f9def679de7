/**
 * For a query whose page shows what it has when one service is down. A field another service resolves (a post's author
 * comes from talent) is then null, with a SERVICE_UNAVAILABLE error beside the rest of the answer; Apollo's default
 * policy would drop the whole answer for that one error. Pages using it show a load error only when the thing they
 * need is itself missing (`error && !post`), and a placeholder for a missing person.
 */
export const PARTIAL_DATA = { errorPolicy: "all" } as const;
