/**
 * /jobs/:id: one job — title, employer link, facts (location, remote, type, posted date, applications), the
 * description paragraphs, its campaigns, Save and the apply panel (visitors get "Log in to apply"), then "Similar jobs"
 * and "More from {employer}" (at most 3 each, from the server). Unknown or hidden → the not-found state.
 */
import type { ReactNode } from "react";
import { Anchor, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { JobPageDocument } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { ApplyPanel } from "../components/ApplyPanel";
import { JobCard } from "../components/JobCard";
import { JobsSubNav } from "../components/JobsSubNav";
import { SaveJobButton } from "../components/SaveJobButton";
import { ListLoading } from "../../../ui/ListStates";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { PageTitle } from "../../../ui/PageTitle";
import { formatDate } from "../../../lib/format";
import { useOptionLabel } from "../../../lib/optionLabels";
import { useContentLanguage } from "../../../lib/contentLanguage";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`job-${id}`}>
      <Title order={2} size="h3" id={`job-${id}`} mb="sm">
        {title}
      </Title>
      {children}
    </section>
  );
}

export default function JobPage() {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(JobPageDocument, { variables: { id, language: useContentLanguage() } });
  const job = data?.job;

  if (loading && !data) return <ListLoading label={t("jobs.job.loading")} variant="page" />;
  if (error && !data)
    return <DetailLoadError title={t("jobs.job.errorTitle")} message={t("jobs.job.error")} onRetry={() => void refetch()} />;
  if (!job)
    return (
      <DetailNotFound
        title={t("jobs.job.notFoundTitle")}
        body={t("jobs.job.notFoundBody")}
        backTo="/jobs?page=1"
        backLabel={t("jobs.seeAllJobs")}
      />
    );

  const paragraphs = job.description
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  const employer = job.employer;

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title={`${job.title} · ${employer.shortTitle}`} />
      <JobsSubNav />
      <div>
        <Group gap="xs" mb="xs">
          {job.featured && (
            <Badge color="yellow" variant="light" c="var(--tf-text-strong)" radius="sm">
              {t("jobs.featured")}
            </Badge>
          )}
          {!job.open && (
            <Badge color="gray" variant="outline" c="var(--tf-text-strong)" radius="sm">
              {t("jobs.job.closed")}
            </Badge>
          )}
        </Group>
        <Title order={1}>{job.title}</Title>
        <Anchor component={Link} to={`/companies/${encodeURIComponent(employer.id)}`} fw={500} mt={4} display="inline-block">
          {employer.title}
        </Anchor>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3, md: 6 }} spacing="md" mt="md">
          <Fact label={t("jobs.job.facts.location")} value={job.location} />
          <Fact label={t("jobs.job.facts.workplace")} value={job.remote ? t("jobs.remote") : t("jobs.onSite")} />
          <Fact label={t("jobs.job.facts.type")} value={label("jobType", job.type)} />
          <Fact label={t("jobs.job.facts.role")} value={job.careerRole ? label("careerRole", job.careerRole.id) : job.role} />
          <Fact label={t("jobs.job.facts.posted")} value={formatDate(job.postedAt, i18n.language)} />
          <Fact label={t("jobs.job.facts.applications")} value={t("jobs.job.applicants", { count: job.applications })} />
        </SimpleGrid>
        <Group mt="md">
          <SaveJobButton job={job} />
        </Group>
      </div>

      <Group align="flex-start" gap="xl" wrap="wrap">
        <Stack gap="xl" style={{ flex: "1 1 560px", minWidth: 0 }}>
          <Section id="description" title={t("jobs.job.description")}>
            <Stack gap="sm">
              {paragraphs.map((p, i) => (
                <Text key={i} style={{ whiteSpace: "pre-line" }}>
                  {p}
                </Text>
              ))}
            </Stack>
          </Section>

          {job.campaigns.length > 0 && (
            <Section id="campaigns" title={t("jobs.job.campaigns")}>
              <Group gap="xs" component="ul" className="plain-list">
                {job.campaigns.map((c) => (
                  <li key={c.id}>
                    <Button
                      component={Link}
                      to={`/jobs?campaign=${encodeURIComponent(c.id)}&page=1`}
                      variant="light"
                      radius="xl"
                      size="compact-sm"
                    >
                      {c.title}
                    </Button>
                  </li>
                ))}
              </Group>
            </Section>
          )}
        </Stack>

        <Stack gap="lg" style={{ flex: "0 1 340px", minWidth: 0 }}>
          <ApplyPanel job={job} />
          <Paper withBorder radius="md" p="md" component="aside" aria-labelledby="job-employer">
            <Title order={2} size="h4" id="job-employer" mb="xs">
              {t("jobs.job.aboutEmployer", { employer: employer.shortTitle })}
            </Title>
            <Text size="sm" mb="xs">
              {employer.profile}
            </Text>
            <Text size="sm" c="dimmed">
              {[label("industry", employer.industry), t("jobs.companies.employees", { size: employer.size }), employer.location].join(
                " · ",
              )}
            </Text>
            <Anchor
              component={Link}
              to={`/companies/${encodeURIComponent(employer.id)}`}
              size="sm"
              mt="xs"
              display="inline-block"
              underline="always"
            >
              {t("jobs.job.viewCompany", { employer: employer.shortTitle })}
            </Anchor>
          </Paper>
        </Stack>
      </Group>

      {job.similarJobs.length > 0 && (
        <Section id="similar" title={t("jobs.job.similar")}>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            className="plain-list"
            aria-label={t("jobs.job.similar")}
          >
            {job.similarJobs.map((j) => (
              <li key={j.id}>
                <JobCard job={j} headingOrder={3} />
              </li>
            ))}
          </SimpleGrid>
        </Section>
      )}

      {employer.otherJobs.length > 0 && (
        <Section id="more" title={t("jobs.job.moreFrom", { employer: employer.shortTitle })}>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 3 }}
            spacing="md"
            component="ul"
            className="plain-list"
            aria-label={t("jobs.job.moreFrom", { employer: employer.shortTitle })}
          >
            {employer.otherJobs.map((j) => (
              <li key={j.id}>
                <JobCard job={j} headingOrder={3} />
              </li>
            ))}
          </SimpleGrid>
        </Section>
      )}
    </Stack>
  );
}
