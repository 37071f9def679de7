/**
 * Skill tests grouped by topic in the server's order (topic by topic, Beginner to Advanced): a section per topic with
 * its heading, an optional note (the verify page's verified level) and a list of the page's cards.
 */
import type { ReactNode } from "react";
import { SimpleGrid, Stack, Title } from "@mantine/core";
import { topicTitle } from "../lib/skillTests";

export function byTopic<T extends { topic: string }>(tests: readonly T[]): { topic: string; tests: T[] }[] {
  const topics = new Map<string, T[]>();
  for (const test of tests) topics.set(test.topic, [...(topics.get(test.topic) ?? []), test]);
  return [...topics].map(([topic, list]) => ({ topic, tests: list }));
}

export function SkillTestTopics<T extends { id: string; topic: string }>({
  tests,
  note,
  card,
}: {
  tests: readonly T[];
  note?: (tests: T[]) => ReactNode;
  card: (test: T) => ReactNode;
}) {
  return byTopic(tests).map(({ topic, tests: topicTests }) => (
    <Stack key={topic} gap="sm" component="section" aria-labelledby={`skill-topic-${topic}`}>
      <Title order={2} size="h3" id={`skill-topic-${topic}`}>
        {topicTitle(topic)}
      </Title>
      {note?.(topicTests)}
      <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, sm: 3 }} spacing="md">
        {topicTests.map(card)}
      </SimpleGrid>
    </Stack>
  ));
}
