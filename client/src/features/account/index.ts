/**
 * Account: log-in, sign-up and the role choice, and the /auth/* HTTP contract. The app shell logs out through
 * useAuthActions. Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a
 * chunk of its own.
 */
export { useAuthActions } from "./lib/useAuthActions";
