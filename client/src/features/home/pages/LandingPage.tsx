/**
 * `/`: the hero, then what the API serves for the home page, in the viewer's interface language: the courses
 * subgraph's marketing content in one query (value cards, headline statistics, testimonials with their employers'
 * logos, the team, funders and partners, FAQs by type), and beside it the hiring partners (jobs) and the upcoming
 * featured events (events), each its own query so that one subgraph being down leaves the rest of the page standing;
 * then links to the teaching, career-services and study-options pages. The hero is static words, so it shows at once.
 */
import { Button, Container, Group, Stack, Text, Title } from "@mantine/core";
import { useDeferredValue } from "react";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { LandingPageDocument } from "../../../__generated__/graphql";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { PageTitle } from "../../../ui/PageTitle";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { useContentLanguage } from "../../../lib/contentLanguage";
import { ValueCards } from "../components/ValueCards";
import { HeadlineStats } from "../components/HeadlineStats";
import { HiringPartners } from "../components/HiringPartners";
import { Testimonials } from "../components/Testimonials";
import { TeamProfiles } from "../components/TeamProfiles";
import { PartnerOrganisations } from "../components/PartnerOrganisations";
import { FaqGroups } from "../components/FaqGroups";
import { FeaturedEvents } from "../components/FeaturedEvents";
import { MoreLinks } from "../components/MoreLinks";

export default function LandingPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  // People, cards and organisations are normalized by id whatever their language: read the server's answer each time,
  // so switching languages never shows another language's text from the cache.
  // Partial data: a testimonial's company comes from jobs, and stays out (null) when jobs is down.
  const { data, error, refetch } = useQuery(LandingPageDocument, { variables: { language }, fetchPolicy: "network-only", ...PARTIAL_DATA });
  // The sections below the first screen render from a deferred copy: when the answer arrives the cards and figures
  // show at once, and React renders the rest in slices after, instead of one long task a phone cannot interrupt.
  const later = useDeferredValue(data);

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
          <ListError message={t("landing.error")} onRetry={() => void refetch()} />
        ) : (
          <ListLoading label={t("landing.loading")} variant="cards" />
        )}
        <HiringPartners />
        {later && <Testimonials testimonials={later.testimonials} />}
        <FeaturedEvents />
        {later && (
          <>
            <TeamProfiles people={later.teamProfiles} />
            <PartnerOrganisations organisations={later.partnerOrganisations} />
            <FaqGroups
              groups={[
                { type: "instructor", faqs: later.instructorFaqs },
                { type: "course_M1", faqs: later.m1Faqs },
                { type: "course_fc", faqs: later.foundationFaqs },
                { type: "course_ca_admissions", faqs: later.associateFaqs },
              ]}
            />
          </>
        )}
        <MoreLinks />
      </Stack>
    </Container>
  );
}
