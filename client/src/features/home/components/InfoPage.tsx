/** The frame of the home feature's public information pages: a title, an introduction and its sections. */
import type { ReactNode } from "react";
import { Container, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { PageTitle } from "../../../ui/PageTitle";

export function InfoPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <PageTitle title={title} />
      <Stack gap={40}>
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
            {title}
          </Title>
          <Text size="lg" c="dimmed">
            {intro}
          </Text>
        </Stack>
        {children}
      </Stack>
    </Container>
  );
}

/** A section of points, each a short title and text in a card; `id` names the heading for aria-labelledby. */
export function PointsSection({
  id,
  heading,
  points,
  cols = { base: 1, sm: 2, md: 3 },
}: {
  id: string;
  heading: string;
  points: readonly { key: string; title: string; text: string; mark?: ReactNode }[];
  cols?: { base: number; sm?: number; md?: number };
}) {
  return (
    <section aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="md">
        {heading}
      </Title>
      <SimpleGrid cols={cols} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {points.map((p) => (
          <Paper component="li" key={p.key} withBorder radius="md" p="md" data-point={p.key}>
            <Stack gap="xs">
              {p.mark && (
                <ThemeIcon size={36} radius="md" variant="light" aria-hidden="true">
                  {p.mark}
                </ThemeIcon>
              )}
              <Title order={3} size="h5">
                {p.title}
              </Title>
              <Text size="sm" c="dimmed">
                {p.text}
              </Text>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
