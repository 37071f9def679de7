/** Model types of the moderation module (codegen maps GraphQL types to them: schema/mappers.ts). */

/** The dashboard as its GraphQL type is resolved from (fields computed on demand). */
export interface ModerationSummaryModel {
  viewerId: string;
}
