/**
 * Home: the landing page and its lazily loaded hiring-partners section. Nothing here is used by other features. Pages
 * are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its own.
 */
export {};
