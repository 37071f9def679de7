/** What the forum asks courses (which owns class membership) to know the viewer's classes and a class's title. */

/** Courses' internal question (the platform only): the classes a person belongs to, with title and role. */
export const CLASS_MEMBERSHIPS_QUERY = /* GraphQL */ `
  query ($u: ID!) {
    classMembershipsOf(userId: $u) {
      slug
      title
      role
    }
  }
`;
/** Courses' internal question: the classes of these slugs that exist, with their titles. */
export const CLASSES_BY_SLUG_QUERY = /* GraphQL */ `
  query ($s: [String!]!) {
    classesBySlug(slugs: $s) {
      slug
      title
    }
  }
`;
