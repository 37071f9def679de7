/**
 * Employer: company representatives (sign-up request, their company) and the companies and representatives back office.
 * Nothing here is used by other features. Pages are not exported: app/routes.tsx loads each lazily by its path, so that
 * every page stays a chunk of its own.
 */
export {};
