/**
 * The talent mock backend: the profiles, completion and CV scores (./profile.ts) and the talent share of the mock
 * schema (./resolvers.ts).
 */
export * from "./profile";
export { talentMockResolvers } from "./resolvers";
export { adminSummaryMockResolvers } from "./adminSummary";
