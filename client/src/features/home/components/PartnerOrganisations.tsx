/** Funder and partner organisations (SPEC §1): each its logo and name. */
import { Group, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PartnerOrganisations_OrganisationFragment } from "../../../__generated__/graphql";

export function PartnerOrganisations({ organisations }: { organisations: readonly PartnerOrganisations_OrganisationFragment[] }) {
  const { t } = useTranslation();
  if (organisations.length === 0) return null;
  return (
    <section aria-labelledby="organisations-heading">
      <Title order={2} size="h3" id="organisations-heading" mb="md">
        {t("landing.organisationsHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="sm" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {organisations.map((o) => (
          <Paper component="li" key={o.id} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap">
              {/* The logo's name follows as text, so the image itself is decorative. */}
              {o.logoUrl && <img src={o.logoUrl} alt="" width={40} height={40} loading="lazy" style={{ flexShrink: 0 }} />}
              <Text size="sm" fw={500}>
                {o.title}
              </Text>
            </Group>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}
