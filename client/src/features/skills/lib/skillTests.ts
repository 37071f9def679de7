/** Where a skill test is shown and what it is called, for the pages that link to it. */
import { SKILL_TEST_TOPIC_TITLES } from "@server/talent/modules/skills/rules/tests";

/** The id of a test's card on /skills/verify. */
export const skillTestAnchor = (testId: string) => `skill-test-${testId}`;
export const skillTestHref = (testId: string) => `/skills/verify#${skillTestAnchor(testId)}`;

/** A topic's name (HTML/CSS, JavaScript, …: names of technologies, the same in every language); the code if unknown. */
export function topicTitle(topic: string): string {
  return (SKILL_TEST_TOPIC_TITLES as Readonly<Record<string, string>>)[topic] ?? topic;
}

/** Where a verify attempt of a test starts (its facts and terms), and where an attempt is taken and its result shown. */
export const startTestHref = (testId: string) => `/skills/verify/${encodeURIComponent(testId)}`;
export const attemptHref = (attemptId: string) => `/skills/attempts/${encodeURIComponent(attemptId)}`;
