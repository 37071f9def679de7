/**
 * /events?type=&mode=&when=&page= (visitors too): events by type, mode and upcoming or past (upcoming by default), 8 a
 * page, as cards; every filter lives in the URL and changing one goes back to page 1. Logged-in people also have a
 * "My registrations" tab (?tab=mine) with their own registrations, upcoming or past. The organiser (JOB_ADMIN) gets a
 * "Manage events" link; the recruit side sees the events it exhibits at ("My exhibitions") above the list.
 */
import { useId } from "react";
import { Anchor, Button, Group, NativeSelect, SegmentedControl, SimpleGrid, Stack, Tabs, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EventsPageDocument, ViewerDocument, type EventMode, type EventType, type EventWhen } from "../../../__generated__/graphql";
import { EVENT_MODES, EVENT_TYPES } from "@server/events/modules/listings/rules/content";
import { EVENT_PAGE_SIZE, EVENT_WHEN } from "@server/events/modules/listings/rules/listings";
import { ListEmpty } from "../../../ui/ListStates";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { useFilterParam, usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { EventCard } from "../components/EventCard";
import { MyRegistrations } from "../components/MyRegistrations";
import { MyExhibitions } from "../components/exhibitor/MyExhibitions";
import { useEventRoles } from "../lib/viewerRoles";
import { useEventWords } from "../lib/words";

/** A URL value the list takes, or null (absent or not one of `allowed`). */
const oneOf = <T extends string>(allowed: readonly T[], value: string): T | null => (allowed.includes(value as T) ? (value as T) : null);

const MINE = "mine";

function EventList() {
  const { t } = useTranslation();
  const { typeName, modeName } = useEventWords();
  const { page, setPage } = usePagedSearchParams();
  const [typeParam, setType] = useFilterParam("type");
  const [modeParam, setMode] = useFilterParam("mode");
  const [whenParam, setWhen] = useFilterParam("when");
  const type: EventType | null = oneOf(EVENT_TYPES, typeParam);
  const mode: EventMode | null = oneOf(EVENT_MODES, modeParam);
  const when: EventWhen = oneOf(EVENT_WHEN, whenParam) ?? "UPCOMING";
  const whenLabelId = useId();
  const { data, loading, error, refetch } = useQuery(EventsPageDocument, {
    variables: { page, pageSize: EVENT_PAGE_SIZE, type, mode, when },
    fetchPolicy: "cache-and-network",
  });
  const [, setParams] = useSearchParams();
  const filtered = type != null || mode != null;
  // One change of the address for both (two in a row would each start from the same address).
  const clearFilters = () =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.delete("type");
      p.delete("mode");
      p.set("page", "1");
      return p;
    });

  return (
    <Stack gap="lg">
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("events.filters.type")}
          value={type ?? ""}
          onChange={(e) => setType(e.currentTarget.value)}
          data={[{ value: "", label: t("events.filters.anyType") }, ...EVENT_TYPES.map((v) => ({ value: v, label: typeName(v) }))]}
          w={{ base: "100%", xs: 240 }}
        />
        <NativeSelect
          label={t("events.filters.mode")}
          value={mode ?? ""}
          onChange={(e) => setMode(e.currentTarget.value)}
          data={[{ value: "", label: t("events.filters.anyMode") }, ...EVENT_MODES.map((v) => ({ value: v, label: modeName(v) }))]}
          w={{ base: "100%", xs: 200 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={whenLabelId}>
            {t("events.filters.when")}
          </Text>
          <SegmentedControl
            aria-labelledby={whenLabelId}
            value={when}
            // Upcoming is the default: it leaves the address.
            onChange={(value) => setWhen(value === "UPCOMING" ? "" : value)}
            data={EVENT_WHEN.map((v) => ({ value: v, label: t(`events.when.${v}`) }))}
          />
        </Stack>
      </Group>
      {filtered && data?.events.pageInfo.knownCount === 0 ? (
        <ListEmpty
          message={t(when === "PAST" ? "events.list.emptyFilteredPast" : "events.list.emptyFiltered")}
          action={
            <Anchor component="button" type="button" onClick={clearFilters}>
              {t("events.filters.clear")}
            </Anchor>
          }
        />
      ) : (
        <PagedListBody
          messages={when === "PAST" ? "events.list.past" : "events.list.upcoming"}
          result={data?.events}
          skeleton="cards"
          search=""
          setSearch={() => setPage(1)}
          {...{ loading, error, refetch, page, setPage }}
        >
          {(items) => (
            <SimpleGrid
              cols={{ base: 1, sm: 2, lg: 3 }}
              spacing="lg"
              component="ul"
              className="plain-list"
              aria-label={t(when === "PAST" ? "events.list.past.label" : "events.list.upcoming.label")}
            >
              {items.map((e) => (
                <li key={e.id}>
                  <EventCard event={e} />
                </li>
              ))}
            </SimpleGrid>
          )}
        </PagedListBody>
      )}
    </Stack>
  );
}

export default function EventsPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const [tab, setTab] = useFilterParam("tab");
  const loggedIn = !!viewer.data?.viewer;
  const roles = useEventRoles();
  const title = t("events.title");

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={title} />
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" mt={4}>
            {t("events.intro")}
          </Text>
        </div>
        {roles.organiser && (
          <Button component={Link} to="/events/admin" variant="light">
            {t("organiser.manage")}
          </Button>
        )}
      </Group>
      {roles.recruit && <MyExhibitions />}
      {loggedIn ? (
        <Tabs value={tab === MINE ? MINE : "all"} onChange={(value) => setTab(value === MINE ? MINE : "")} keepMounted={false}>
          <Tabs.List aria-label={t("events.tabs.label")} mb="lg">
            <Tabs.Tab value="all">{t("events.tabs.all")}</Tabs.Tab>
            <Tabs.Tab value={MINE}>{t("events.tabs.mine")}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="all">
            <EventList />
          </Tabs.Panel>
          <Tabs.Panel value={MINE}>
            <MyRegistrations />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <EventList />
      )}
    </Stack>
  );
}
