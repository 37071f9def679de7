/**
 * /applications?kind=&page=&when= (logged in, SPEC §2 Home): the learner's programme applications, job applications
 * and event registrations with their statuses and dates. "All" (the default) asks each source for its first page in
 * one request and shows the most recent across the three; each kind's tab pages through its own source as its page
 * does (/jobs/applied-jobs 10 a page on the server, /events' registrations upcoming or past 8 a page on the server,
 * programme applications — one short list, at most one open per programme — 10 a page here). Only the open tab's
 * query runs, and the tab, page and upcoming/past live in the URL.
 */
import { useId, useMemo } from "react";
import { Button, Group, SegmentedControl, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  ApplicationsEventsDocument,
  ApplicationsJobsDocument,
  ApplicationsOverviewDocument,
  ApplicationsProgrammesDocument,
  type EventWhen,
} from "../../../__generated__/graphql";
import { JOB_APPLICATION_PAGE_SIZE } from "@server/jobs/modules/applications/rules/applications";
import { EVENT_PAGE_SIZE } from "@server/events/modules/listings/rules/listings";
import { parsePage } from "../../../lib/pageParam";
import { ListEmpty, QueryListBody } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { ApplicationList } from "../components/ApplicationRow";
import {
  APPLICATION_KINDS,
  RECENT_APPLICATIONS,
  eventItem,
  jobItem,
  mostRecent,
  parseApplicationKind,
  programmeItem,
  type ApplicationKind,
} from "../lib/applications";

const START: Record<ApplicationKind, string> = {
  programmes: "/programmes/student/find-programmes",
  jobs: "/jobs/browse?page=1",
  events: "/events",
};

function EmptyKind({ kind }: { kind: ApplicationKind }) {
  const { t } = useTranslation();
  return (
    <ListEmpty
      message={t(`applications.empty.${kind}`)}
      action={
        <Button component={Link} to={START[kind]} variant="light">
          {t(`applications.go.${kind}`)}
        </Button>
      }
    />
  );
}

function RecentApplications({ show }: { show: (kind: ApplicationKind) => void }) {
  const { t } = useTranslation();
  const query = useQuery(ApplicationsOverviewDocument, {
    variables: { jobsPageSize: JOB_APPLICATION_PAGE_SIZE, eventsPageSize: EVENT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const { data } = query;
  const counts: Record<ApplicationKind, number> = {
    programmes: data?.myApplications.length ?? 0,
    jobs: data?.myJobApplications.pageInfo.totalCount ?? 0,
    events: (data?.upcomingRegistrations.pageInfo.totalCount ?? 0) + (data?.pastRegistrations.pageInfo.totalCount ?? 0),
  };
  const items = useMemo(
    () =>
      data
        ? mostRecent(
            [
              ...data.myApplications.map(programmeItem),
              ...data.myJobApplications.items.map(jobItem),
              ...data.upcomingRegistrations.items.map(eventItem),
              ...data.pastRegistrations.items.map(eventItem),
            ],
            RECENT_APPLICATIONS,
          )
        : [],
    [data],
  );
  return (
    <QueryListBody
      query={query}
      isEmpty={data != null && items.length === 0}
      messages={{ loading: t("applications.list.loading"), error: t("applications.list.error"), empty: t("applications.empty.all") }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {t("applications.recent")}
        </Text>
        <ApplicationList items={items} />
        <Group gap="xs" wrap="wrap">
          {APPLICATION_KINDS.filter((k) => counts[k] > 0).map((k) => (
            <Button key={k} variant="subtle" size="compact-sm" onClick={() => show(k)}>
              {t(`applications.seeAll.${k}`, { count: counts[k] })}
            </Button>
          ))}
        </Group>
      </Stack>
    </QueryListBody>
  );
}

function ProgrammeApplications({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const { data, loading, error, refetch } = useQuery(ApplicationsProgrammesDocument, {
    variables: { page },
    fetchPolicy: "cache-and-network",
  });
  if (data?.myProgrammeApplications.pageInfo.knownCount === 0) return <EmptyKind kind="programmes" />;
  return (
    <PagedListBody
      messages="applications.list"
      result={data?.myProgrammeApplications}
      search=""
      setSearch={() => undefined}
      {...{ loading, error, refetch, page, setPage }}
    >
      {(items) => <ApplicationList items={items.map(programmeItem)} />}
    </PagedListBody>
  );
}

function JobApplications({ page, setPage }: { page: number; setPage: (page: number) => void }) {
  const { data, loading, error, refetch } = useQuery(ApplicationsJobsDocument, {
    variables: { page, pageSize: JOB_APPLICATION_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  if (data?.myJobApplications.pageInfo.knownCount === 0) return <EmptyKind kind="jobs" />;
  return (
    <PagedListBody
      messages="applications.list"
      result={data?.myJobApplications}
      search=""
      setSearch={() => undefined}
      {...{ loading, error, refetch, page, setPage }}
    >
      {(items) => <ApplicationList items={items.map(jobItem)} />}
    </PagedListBody>
  );
}

function EventRegistrations({
  page,
  setPage,
  when,
  setWhen,
}: {
  page: number;
  setPage: (page: number) => void;
  when: EventWhen;
  setWhen: (when: EventWhen) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { data, loading, error, refetch } = useQuery(ApplicationsEventsDocument, {
    variables: { page, pageSize: EVENT_PAGE_SIZE, when },
    fetchPolicy: "cache-and-network",
  });
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t("applications.when.label")}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={when}
          onChange={(value) => setWhen(value as EventWhen)}
          data={[
            { value: "UPCOMING", label: t("applications.when.UPCOMING") },
            { value: "PAST", label: t("applications.when.PAST") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      </Stack>
      {data?.myEventRegistrations.pageInfo.knownCount === 0 ? (
        <EmptyKind kind="events" />
      ) : (
        <PagedListBody
          messages="applications.list"
          result={data?.myEventRegistrations}
          search=""
          setSearch={() => undefined}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => <ApplicationList items={items.map(eventItem)} />}
        </PagedListBody>
      )}
    </Stack>
  );
}

export default function ApplicationsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const kind = parseApplicationKind(params.get("kind"));
  const page = parsePage(params.get("page"));
  const when: EventWhen = params.get("when") === "past" ? "PAST" : "UPCOMING";
  // A tab starts afresh on its first page; paging and upcoming/past keep the tab.
  const show = (next: string | null) => {
    const value = parseApplicationKind(next);
    setParams(value === "all" ? new URLSearchParams() : new URLSearchParams({ kind: value }));
  };
  const setPage = (next: number) => {
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set("page", String(next));
      return p;
    });
    window.scrollTo?.({ top: 0 });
  };
  const setWhen = (next: EventWhen) => setParams(new URLSearchParams({ kind: "events", when: next === "PAST" ? "past" : "upcoming" }));
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("applications.title")} />
      <div>
        <Title order={1}>{t("applications.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("applications.intro")}
        </Text>
      </div>
      <Tabs value={kind} onChange={show} keepMounted={false}>
        <Tabs.List aria-label={t("applications.tabsLabel")}>
          <Tabs.Tab value="all">{t("applications.tab.all")}</Tabs.Tab>
          {APPLICATION_KINDS.map((k) => (
            <Tabs.Tab key={k} value={k}>
              {t(`applications.tab.${k}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="all" pt="lg">
          <RecentApplications show={show} />
        </Tabs.Panel>
        <Tabs.Panel value="programmes" pt="lg">
          <ProgrammeApplications page={page} setPage={setPage} />
        </Tabs.Panel>
        <Tabs.Panel value="jobs" pt="lg">
          <JobApplications page={page} setPage={setPage} />
        </Tabs.Panel>
        <Tabs.Panel value="events" pt="lg">
          <EventRegistrations page={page} setPage={setPage} when={when} setWhen={setWhen} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
