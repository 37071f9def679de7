/**
 * Graduates' testimonials, featured ones first (the API's order), each with the employer they joined: its logo and a
 * link to its company page when the employer is a company of the job area, its name otherwise. The comments are the
 * graduates' own words and stay as written in every language.
 */
import { memo } from "react";
import { Anchor, Badge, Box, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { Testimonials_TestimonialFragment } from "../../../__generated__/graphql";

/** How many the home page shows: the five featured and one more, two even rows on tablets and desktops. */
export const TESTIMONIALS_SHOWN = 6;

// Memoized: the landing page renders again as each of its answers arrives; this section need not.
export const Testimonials = memo(function Testimonials({ testimonials }: { testimonials: readonly Testimonials_TestimonialFragment[] }) {
  const { t } = useTranslation();
  if (testimonials.length === 0) return null;
  return (
    <section aria-labelledby="testimonials-heading">
      <Title order={2} size="h3" id="testimonials-heading" mb="md">
        {t("landing.testimonialsHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md" component="ul" m={0} p={0} style={{ listStyle: "none" }}>
        {testimonials.slice(0, TESTIMONIALS_SHOWN).map((g) => {
          const employer = g.company?.shortTitle || g.employer;
          return (
            <Paper component="li" key={g.id} withBorder radius="md" p="md" data-testimonial={g.id}>
              <Stack component="figure" gap="sm" m={0} h="100%">
                {g.featured && (
                  <Badge variant="light" size="sm">
                    {t("landing.featured")}
                  </Badge>
                )}
                <Text component="blockquote" m={0} style={{ flex: 1 }}>
                  “{g.comment}”
                </Text>
                <Group component="figcaption" gap="sm" wrap="nowrap" justify="space-between">
                  <Text size="sm" fw={600}>
                    {t("landing.testimonialBy", { name: g.name, employer })}
                  </Text>
                  {g.company?.logoUrl && (
                    <Anchor component={Link} to={`/companies/${encodeURIComponent(g.company.id)}`} style={{ flexShrink: 0 }}>
                      {/* Logos are drawn for a light background, in either colour scheme. */}
                      <Box bg="white" p={4} style={{ borderRadius: "var(--mantine-radius-sm)", display: "flex" }}>
                        <img src={g.company.logoUrl} alt={g.company.title} width={90} height={24} loading="lazy" />
                      </Box>
                    </Anchor>
                  )}
                </Group>
              </Stack>
            </Paper>
          );
        })}
      </SimpleGrid>
    </section>
  );
});
