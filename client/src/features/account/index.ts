/**
 * Account: log-in, sign-up and the role choice, verifying the address, resetting and changing the password, the
 * sessions list, the person's copy of their data, and the /auth/* HTTP contract. The app shell logs out through
 * useAuthActions; the settings page shows AccountSecurity and YourData (chunks of their own, loaded with the account's
 * words). Pages are not exported: app/routes.tsx loads each lazily by its path, so that every page stays a chunk of its
 * own.
 */
export { useAuthActions } from "./lib/useAuthActions";
export { LazyAccountSecurity as AccountSecurity } from "./components/LazyAccountSecurity";
export { LazyYourData as YourData } from "./components/LazyYourData";
