/** The Skills FAQ: the server's own content file (written from the skills rules), so the mocks serve the same text. */
import type { Resolvers } from "../../../__generated__/mock-resolvers";
import { SKILLS_FAQ } from "@server/talent/modules/skills/content";

export function faqResolvers(): Resolvers {
  return { Query: { skillsFaq: () => SKILLS_FAQ.map((group) => ({ ...group, entries: [...group.entries] })) } };
}
