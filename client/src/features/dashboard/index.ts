/**
 * The learner dashboard (SPEC §2 Home, `/dashboard`): one query, a card per area (continue learning, recent posts and
 * announcements, active programmes, profile completion, CV score, skills readiness, events, jobs for the target
 * role), each with its fragment, empty state and link to its full list. The list sizes are the server's
 * (`@server/shared/dashboard`). The profile pages show profile completion as the dashboard does (ProfileCompletionBody;
 * the words are the talent feature's, whose bundle the dashboard loads). Pages are not exported: app/routes.tsx loads
 * each lazily by its path, so that every page stays a chunk of its own.
 */
export { ProfileCompletionBody } from "./components/ProfileCompletionBody";
