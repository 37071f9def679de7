/**
 * /dashboard/admin: the figures each admin role needs across areas, each linking to its list, and the people search
 * for talent admins. Each area's figures come from its own subgraph, asked only of the roles it answers: learners,
 * sign-ups and skill attempts to review (TALENT_ADMIN); applications by stage and orders waiting (COURSE_ADMIN); open
 * jobs, new applications, representative requests and the upcoming events with their registrations (JOB_ADMIN, the
 * organiser); reports and support questions waiting (the forum's admins). A subgraph that is down leaves its section
 * with a notice and the rest of the page standing. People without an admin role see a "not allowed" state.
 */
import "@mantine/charts/styles.css";
import { Paper, Stack, Table, Text, Title, Anchor } from "@mantine/core";
import { CombinedGraphQLErrors } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminDashboardFiguresDocument,
  AdminDashboardForumDocument,
  PeopleSearchDocument,
  ViewerDocument,
} from "../../../__generated__/graphql";
import { ListEmpty, ListLoading } from "../../../ui/ListStates";
import { NotAllowed } from "../../../ui/NotAllowed";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { PEOPLE_PAGE_SIZE } from "@server/talent/modules/people/rules/people";
import { Figure, FigureGrid, FigureSection, SignUpsTrend } from "../components/admin/AdminFigures";
import { dateTimeFormat } from "../../../lib/format";

function PeopleSearch() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(PeopleSearchDocument, {
    variables: { search, page, pageSize: PEOPLE_PAGE_SIZE },
    skip: !search,
  });
  return (
    <Stack gap="md">
      <SearchForm value={search} onSearch={setSearch} label={t("admin.searchLabel")} placeholder={t("admin.searchPlaceholder")} />
      {!search ? (
        <ListEmpty message={t("admin.people.prompt")} />
      ) : (
        <PagedListBody messages="admin.people" result={data?.people} {...{ loading, error, refetch, page, search, setPage, setSearch }}>
          {(items) => (
            <Table.ScrollContainer minWidth={420}>
              <Table striped withTableBorder aria-label={t("admin.people.tableLabel")}>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("admin.people.name")}</Table.Th>
                    <Table.Th scope="col">{t("admin.people.email")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((p) => (
                    <Table.Tr key={p.id}>
                      <Table.Td>{p.displayName}</Table.Td>
                      <Table.Td>{p.email ?? "—"}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
        </PagedListBody>
      )}
    </Stack>
  );
}

/** Whether the answer's errors name a failure of `field` (the field is then null and its section says so). */
const failedField = (error: unknown, field: string) => CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.path?.[0] === field);

function AreaFigures({ talent, courses, jobs }: { talent: boolean; courses: boolean; jobs: boolean }) {
  const { t, i18n } = useTranslation();
  const { data, loading, error } = useQuery(AdminDashboardFiguresDocument, {
    variables: { talent, courses, jobs },
    ...PARTIAL_DATA,
    fetchPolicy: "cache-and-network",
  });
  const failed = (field: "talentAdminSummary" | "courseAdminSummary" | "jobAdminSummary" | "eventAdminSummary") =>
    (!!error && !data) || failedField(error, field) || (!loading && !data?.[field]);
  const waiting = loading && !data;
  const date = dateTimeFormat(i18n.language, { dateStyle: "medium" });
  const talentSummary = data?.talentAdminSummary;
  const course = data?.courseAdminSummary;
  const job = data?.jobAdminSummary;
  const events = data?.eventAdminSummary;
  return (
    <>
      {talent && (
        <FigureSection id="talent-figures" title={t("admin.figures.talent")} loading={waiting} failed={failed("talentAdminSummary")}>
          {talentSummary && (
            <Stack gap="lg">
              <FigureGrid>
                <Figure
                  value={talentSummary.people}
                  capped={talentSummary.peopleCapped}
                  label={t("admin.figures.people")}
                  to="#people-heading"
                />
                <Figure value={talentSummary.attemptsToReview} label={t("admin.figures.attemptsToReview")} to="/skills/admin/assessments" />
              </FigureGrid>
              <SignUpsTrend days={talentSummary.signUpsPerDay} />
            </Stack>
          )}
        </FigureSection>
      )}
      {courses && (
        <FigureSection id="course-figures" title={t("admin.figures.courses")} loading={waiting} failed={failed("courseAdminSummary")}>
          {course && (
            <Stack gap="lg">
              <Text fw={500}>{t("admin.figures.applicationsByStage")}</Text>
              <FigureGrid>
                {course.applicationsByStage.map((s) => (
                  <Figure
                    key={s.status}
                    value={s.count}
                    label={t(`admin.figures.stage.${s.status}`)}
                    to={`/programmes/admin/applications?status=${s.status}`}
                  />
                ))}
              </FigureGrid>
              <FigureGrid>
                <Figure
                  value={course.ordersAwaitingPayment}
                  label={t("admin.figures.ordersAwaitingPayment")}
                  to="/courses/admin/orders?status=PENDING_PAYMENT"
                />
                <Figure
                  value={course.ordersAwaitingApproval}
                  label={t("admin.figures.ordersAwaitingApproval")}
                  to="/courses/admin/financing"
                />
              </FigureGrid>
            </Stack>
          )}
        </FigureSection>
      )}
      {jobs && (
        <FigureSection id="job-figures" title={t("admin.figures.jobs")} loading={waiting} failed={failed("jobAdminSummary")}>
          {job && (
            <FigureGrid>
              <Figure value={job.openJobs} capped={job.openJobsCapped} label={t("admin.figures.openJobs")} to="/jobs/admin/all" />
              <Figure value={job.newApplications} label={t("admin.figures.newApplications")} to="/jobs/admin/all" />
              <Figure
                value={job.pendingRepresentativeRequests}
                label={t("admin.figures.pendingRepresentatives")}
                to="/jobs/admin/representatives"
              />
            </FigureGrid>
          )}
        </FigureSection>
      )}
      {jobs && (
        <FigureSection id="event-figures" title={t("admin.figures.events")} loading={waiting} failed={failed("eventAdminSummary")}>
          {events &&
            (events.upcoming.length === 0 ? (
              <ListEmpty message={t("admin.figures.noUpcomingEvents")} />
            ) : (
              <Table.ScrollContainer minWidth={360}>
                <Table striped withTableBorder aria-label={t("admin.figures.upcomingEvents")}>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th scope="col">{t("admin.figures.event")}</Table.Th>
                      <Table.Th scope="col">{t("admin.figures.registered")}</Table.Th>
                      <Table.Th scope="col">{t("admin.figures.waitlisted")}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {events.upcoming.map((f) => (
                      <Table.Tr key={f.event.id}>
                        <Table.Td>
                          <Anchor component={Link} to={`/events/admin/${encodeURIComponent(f.event.id)}`} size="sm">
                            {f.event.title}
                          </Anchor>
                        </Table.Td>
                        <Table.Td>{f.registered}</Table.Td>
                        <Table.Td>{f.waitlisted}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            ))}
          {events && (
            <Text size="xs" c="dimmed" mt="xs">
              {t("admin.figures.asOf", { date: date.format(new Date()) })}
            </Text>
          )}
        </FigureSection>
      )}
    </>
  );
}

function ForumFigures() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(AdminDashboardForumDocument, { fetchPolicy: "cache-and-network" });
  const summary = data?.forumModerationSummary;
  return (
    <FigureSection id="forum-figures" title={t("admin.figures.forum")} loading={loading && !data} failed={!!error && !summary}>
      {summary && (
        <FigureGrid>
          <Figure value={summary.pendingReportCount} label={t("admin.figures.pendingReports")} to="/forum/report/all" />
          <Figure value={summary.openSupportCount} label={t("admin.figures.openSupport")} to="/forum/support" />
        </FigureGrid>
      )}
    </FigureSection>
  );
}

export default function AdminDashboardPage() {
  const { t } = useTranslation();
  const { data, loading } = useQuery(ViewerDocument);
  const roles = data?.viewer?.roles ?? [];
  const talent = roles.includes("TALENT_ADMIN");
  const courses = roles.includes("COURSE_ADMIN");
  const jobs = roles.includes("JOB_ADMIN");
  // The forum's admins moderate the whole forum (instructors moderate their classes on the forum's own pages).
  const forum = talent || courses;
  const allowed = talent || courses || jobs;
  return (
    <Stack gap="lg" maw={960} mx="auto">
      <PageTitle title={t("admin.title")} />
      <Title order={1}>{t("admin.title")}</Title>
      {loading && !data ? (
        <ListLoading label={t("admin.figures.loading")} variant="page" />
      ) : !allowed ? (
        <NotAllowed title={t("admin.notAllowedTitle")} body={t("admin.notAllowed")} />
      ) : (
        <>
          <AreaFigures talent={talent} courses={courses} jobs={jobs} />
          {forum && <ForumFigures />}
          {talent && (
            <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="people-heading">
              <Title order={2} size="h3" id="people-heading" mb="xs">
                {t("admin.people.title")}
              </Title>
              <Text size="sm" mb="md">
                {t("admin.people.intro")}
              </Text>
              <PeopleSearch />
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
