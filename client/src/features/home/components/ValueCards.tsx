/** The five value-proposition cards (SPEC §1): title, description and a link to the card's route, each with its icon. */
import { memo } from "react";
import { Anchor, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ValueCards_ValueCardFragment } from "../../../__generated__/graphql";
import { ValueCardIcon } from "./valueCardIcons";
import { LinkArrow } from "./LinkArrow";

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const ValueCards = memo(function ValueCards({ cards }: { cards: readonly ValueCards_ValueCardFragment[] }) {
  const { t } = useTranslation();
  if (cards.length === 0) return null;
  return (
    <section aria-labelledby="values-heading">
      <Title order={2} size="h3" id="values-heading" mb="md">
        {t("landing.valuesHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3, lg: 5 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {cards.map((c) => (
          <Paper component="li" key={c.id} withBorder radius="md" p="md" data-value-card={c.id}>
            <Stack gap="xs" h="100%">
              <ThemeIcon size={44} radius="md" variant="light">
                <ValueCardIcon name={c.icon} />
              </ThemeIcon>
              <Title order={3} size="h5">
                {c.title}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {c.description}
              </Text>
              <Anchor component={Link} to={c.route} fw={600} size="sm">
                {c.linkLabel}
                <LinkArrow />
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
});
