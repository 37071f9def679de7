/**
 * Home: the landing page (the API's marketing content in the interface language, the hiring partners and the featured
 * events) and the public information pages (teaching with us, career services, study options). Nothing here is used
 * by other features. Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a
 * chunk of its own.
 */
export {};
