/**
 * The landing page's "Our hiring partners" section: the employers flagged as hiring partners, each a logo (or its short
 * name when it has none) linking to its company page. Its own query (the jobs subgraph's), so that the rest of the
 * page stands when jobs is down: while loading it holds a reserved height (nothing jumps); on an error, or with no
 * partners, it shows nothing.
 */
import { Box, Paper, SimpleGrid, Text, Title } from "@mantine/core";
import { memo, useDeferredValue } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { HiringPartnersDocument } from "../../../__generated__/graphql";

/** The height held while loading: the heading and the logos' rows (3 rows of 2 on phones, 2 of 3 on tablets, 1 of 6 from md up). */
const RESERVED_HEIGHT = { base: 300, sm: 210, md: 120 };

/** The logos' box (the bundled SVGs are 240×64, drawn here at 180×48). */
const LOGO_WIDTH = 180;
const LOGO_HEIGHT = 48;

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const HiringPartners = memo(function HiringPartners() {
  const { t } = useTranslation();
  const { data: answer, loading } = useQuery(HiringPartnersDocument);
  // Drawn from a deferred copy: the answer's arrival renders in slices instead of one long task on a phone.
  const data = useDeferredValue(answer);

  if ((loading || answer) && !data) return <Box mih={RESERVED_HEIGHT} aria-hidden="true" />;
  // An error (without data) or no partners: nothing, the page stays as it is.
  const partners = data?.hiringPartners ?? [];
  if (partners.length === 0) return null;
  return (
    <section aria-labelledby="partners-heading">
      <Title order={2} size="h3" id="partners-heading" mb="md">
        {t("landing.partnersHeading")}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {partners.map((p) => (
          <li key={p.id}>
            <Paper
              component={Link}
              to={`/companies/${encodeURIComponent(p.id)}`}
              withBorder
              radius="md"
              p="sm"
              h="100%"
              mih={LOGO_HEIGHT + 24}
              // The logos are drawn for a light background, in either colour scheme.
              bg={p.logoUrl ? "white" : undefined}
              style={{ display: "flex", alignItems: "center", justifyContent: "center", textDecoration: "none" }}
            >
              {p.logoUrl ? (
                <img
                  src={p.logoUrl}
                  alt={p.title}
                  loading="lazy"
                  width={LOGO_WIDTH}
                  height={LOGO_HEIGHT}
                  style={{ maxWidth: "100%", height: "auto" }}
                />
              ) : (
                <Text fw={700} ta="center" c="var(--mantine-color-text)" title={p.title}>
                  {p.shortTitle}
                </Text>
              )}
            </Paper>
          </li>
        ))}
      </SimpleGrid>
    </section>
  );
});
