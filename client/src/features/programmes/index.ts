/**
 * Programmes: finding and applying to programmes, admission, and the programme back office (applications, prior
 * learning). Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of
 * its own.
 */
export { ApplicationHistory } from "./components/ApplicationHistory";
