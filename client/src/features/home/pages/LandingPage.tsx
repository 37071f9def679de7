/**
 * `/`: the hero, then what the API serves for the home page, in the viewer's interface language: the courses
 * subgraph's marketing content in two queries (the first screen's value cards and headline statistics; then
 * testimonials with their employers' logos, the team, funders and partners, FAQs by type), and beside them the hiring
 * partners (jobs) and the upcoming featured events (events), each its own query so that one subgraph being down leaves the rest of the page standing;
 * then links to the teaching, career-services and study-options pages. The hero is static words, so it shows at once.
 */
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LandingPageDocument, LandingPageSectionsDocument, type LandingPageSectionsQuery } from "../../../__generated__/graphql";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { PageTitle } from "../../../ui/PageTitle";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { useContentLanguage } from "../../../lib/contentLanguage";
import { ValueCards } from "../components/ValueCards";
import { HeadlineStats } from "../components/HeadlineStats";
import { HiringPartners } from "../components/HiringPartners";
import { Testimonials } from "../components/Testimonials";
import { FeaturedEvents } from "../components/FeaturedEvents";
import { MoreLinks } from "../components/MoreLinks";

const loadLowerSections = () => import("../components/LowerSections");
// A chunk that fails to download leaves these sections out rather than taking the page down.
const LowerSections = lazy<ComponentType<{ sections: LandingPageSectionsQuery }>>(() =>
  loadLowerSections().catch(() => ({ default: () => null })),
);

export default function LandingPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // People, cards and organisations are normalized by id whatever their language: read the server's answer each time,
  // so switching languages never shows another language's text from the cache.
  // Partial data: a testimonial's company comes from jobs, and stays out (null) when jobs is down.
  const options = { variables: { language }, fetchPolicy: "network-only", ...PARTIAL_DATA } as const;
  const { data, error, refetch } = useQuery(LandingPageDocument, options);
  // The sections below the first screen come in their own answer and render from a deferred copy of it: on a phone
  // neither answer's arrival is one long task (the first screen's is small, and the rest renders in slices).
  const sections = useQuery(LandingPageSectionsDocument, options);
  const later = useDeferredValue(sections.data);
  // Their code downloads once the first screen's answer is in (the page has shown by then), beside the sections' answer.
  const firstScreenIn = !!data;
  useEffect(() => {
    if (firstScreenIn) void loadLowerSections().catch(() => undefined);
  }, [firstScreenIn]);
  const retry = () => {
    if (error) void refetch();
    if (sections.error) void sections.refetch();
  };

  return (
    <Container size="lg" py={{ base: "lg", sm: 48 }}>
      <PageTitle />
      <Stack gap={48}>
        <Stack gap="md" maw={720}>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.15}>
            {t("landing.title")}
          </Title>
          <Text size="lg" c="dimmed">
            {t("landing.subtitle")}
          </Text>
          <Group gap="sm" mt="sm">
            <Button component={Link} to="/courses?page=1" size="md">
              {t("landing.browseCourses")}
            </Button>
            <Button component={Link} to="/jobs?page=1" size="md" variant="default">
              {t("landing.browseJobs")}
            </Button>
          </Group>
        </Stack>
        {data ? (
          <>
            <ValueCards cards={data.valueCards} />
            <HeadlineStats stats={data.stats} />
          </>
        ) : error ? (
          <ListError message={t("landing.error")} onRetry={retry} />
        ) : (
          <ListLoading label={t("landing.loading")} variant="cards" />
        )}
        <HiringPartners />
        {later && <Testimonials testimonials={later.testimonials} />}
        <FeaturedEvents />
        {/* The sections' answer failing alone: one error with a retry where they would be (the first screen's covers both). */}
        {sections.error && !error && !later && <ListError message={t("landing.error")} onRetry={retry} />}
        {later && (
          <Suspense fallback={null}>
            <LowerSections sections={later} />
          </Suspense>
        )}
        <MoreLinks />
      </Stack>
    </Container>
  );
}
