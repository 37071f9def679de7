/**
 * The invites module (SPEC §2 event sign-up links): invite codes issued per event (learn) or per exhibitor (recruit),
 * checked by the sign-up page, counted once per person and able to expire, run out or be withdrawn; the recruit side
 * joining their employer at an event. Other modules, the subgraph root and tests use it through this file; the client
 * imports the pure rules by their own paths.
 */
export type * from "./mappers.js";
export { inviteResolvers } from "./resolvers/index.js";
export { EVENT_ORGANISER_ROLE, exhibitsAt, redeemInvite } from "./services/invites.js";
export { seedDemoEvents } from "./seed.js";
export { DEMO_INVITE_CODES, DEMO_LEARN_CODE, DEMO_RECRUIT_CODE, DEMO_REGISTRATIONS } from "./demo-seed-data.js";
