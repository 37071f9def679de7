/**
 * Partners: the platform's admins manage the API keys partner systems read the public GraphQL API with
 * (/admin/api-keys, the router's REST endpoints of the same path). Nothing here is used by other features. Pages are
 * not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export {};
