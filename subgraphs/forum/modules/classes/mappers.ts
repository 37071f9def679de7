/** Model types of the classes module (codegen maps GraphQL types to them: schema/mappers.ts). */

/** A class forum as the GraphQL type is resolved from: the class's slug and title (from courses). */
export interface ClassForumModel {
  slug: string;
  title: string;
}
