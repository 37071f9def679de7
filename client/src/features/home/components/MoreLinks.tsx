/** Links to the public pages about teaching, career services and the two ways to study. */
import { memo } from "react";
import { Anchor, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LinkArrow } from "./LinkArrow";

const LINKS = [
  { key: "teach", to: "/teach" },
  { key: "careers", to: "/career-services" },
  { key: "study", to: "/study-options" },
] as const;

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const MoreLinks = memo(function MoreLinks() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="more-heading">
      <Title order={2} size="h3" id="more-heading" mb="md">
        {t("landing.moreHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {LINKS.map((l) => (
          <Paper component="li" key={l.key} withBorder radius="md" p="md">
            <Stack gap="xs" h="100%">
              <Title order={3} size="h5">
                {t(`landing.more.${l.key}.title`)}
              </Title>
              <Text size="sm" c="dimmed" style={{ flex: 1 }}>
                {t(`landing.more.${l.key}.text`)}
              </Text>
              <Anchor component={Link} to={l.to} fw={600} size="sm">
                {t(`landing.more.${l.key}.link`)}
                <LinkArrow />
              </Anchor>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
});
