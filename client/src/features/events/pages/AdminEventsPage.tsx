/**
 * /events/admin?page= (JOB_ADMIN, who runs events): every event, upcoming and past, soonest first, a page at a time,
 * as a table — the event (to its page), its first day in its own time zone, type and mode, where its registration
 * stands and its places — each with "Edit" (the event form) and "Registrations" (its registrations and invite codes).
 * "New event" opens the empty form; a note the form leaves in the location state ("… is saved.") shows on top. Other
 * people see the not-allowed state (the server answers FORBIDDEN for everything the organiser changes).
 */
import { Alert, Anchor, Badge, Button, Group, Stack, Table, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { AdminEventsDocument, type AdminEventRow_EventFragment } from "../../../__generated__/graphql";
import { EVENT_PAGE_SIZE } from "@server/events/modules/listings/rules/listings";
import { AdminPage } from "../../../ui/AdminPage";
import { DataTable } from "../../../ui/DataTable";
import { PagedListBody } from "../../../ui/PagedListBody";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { eventPath } from "../components/EventCard";
import { eventDayRange } from "../lib/eventTime";
import { useEventRoles } from "../lib/viewerRoles";
import { useEventWords } from "../lib/words";

/** The event form leaves what it did here (navigate state) for the list to say. */
export interface AdminEventsLocationState {
  notice?: string;
}

export const adminEventPath = (id: string) => `/events/admin/${encodeURIComponent(id)}`;

function Registration({ event }: { event: AdminEventRow_EventFragment }) {
  const { t } = useTranslation();
  const state = event.past ? "past" : event.registrationWindow;
  const places =
    event.capacity == null || event.placesLeft == null
      ? t("organiser.list.noLimit")
      : t("organiser.list.places", { taken: event.capacity - event.placesLeft, capacity: event.capacity });
  return (
    <Stack gap={2}>
      <Badge variant="light" color={state === "OPEN" ? "green" : "gray"} c="var(--tf-text-strong)" tt="none" w="fit-content">
        {t(`organiser.list.window.${state}`)}
      </Badge>
      <Text size="xs">{event.team ? t("organiser.list.teamPlaces", { places }) : places}</Text>
    </Stack>
  );
}

function EventsTable() {
  const { t, i18n } = useTranslation();
  const { typeName, modeName } = useEventWords();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(AdminEventsDocument, {
    variables: { page, pageSize: EVENT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  return (
    <PagedListBody
      messages="organiser.list"
      result={data?.events}
      search=""
      setSearch={() => setPage(1)}
      {...{ loading, error, refetch, page, setPage }}
    >
      {(items) => (
        <DataTable
          ariaLabel={t("organiser.list.label")}
          columns={[
            t("organiser.list.columns.event"),
            t("organiser.list.columns.when"),
            t("organiser.list.columns.kind"),
            t("organiser.list.columns.registration"),
            t("organiser.list.columns.actions"),
          ]}
        >
          {items.map((e) => (
            <Table.Tr key={e.id}>
              <Table.Td>
                <Anchor component={Link} to={eventPath(e.id)} size="sm">
                  {e.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{e.dates[0] ? eventDayRange(e.dates[0], e.timeZone, i18n.language) : ""}</Text>
                {e.dates.length > 1 && (
                  <Text size="xs" c="dimmed">
                    {t("organiser.list.moreDays", { count: e.dates.length - 1 })}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm">{`${typeName(e.type)} · ${modeName(e.mode)}`}</Text>
              </Table.Td>
              <Table.Td>
                <Registration event={e} />
              </Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    component={Link}
                    to={`${adminEventPath(e.id)}/edit`}
                    size="xs"
                    variant="default"
                    aria-label={t("organiser.list.editFor", { title: e.title })}
                  >
                    {t("organiser.list.edit")}
                  </Button>
                  <Button
                    component={Link}
                    to={adminEventPath(e.id)}
                    size="xs"
                    variant="light"
                    aria-label={t("organiser.list.registrationsFor", { title: e.title })}
                  >
                    {t("organiser.list.registrations")}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      )}
    </PagedListBody>
  );
}

export default function AdminEventsPage() {
  const { t } = useTranslation();
  const roles = useEventRoles();
  const notice = (useLocation().state as AdminEventsLocationState | null)?.notice ?? null;
  return (
    <AdminPage
      allowed={roles.deciding ? null : roles.organiser}
      subNav={
        <Anchor component={Link} to="/events" size="sm" w="fit-content">
          {t("events.page.allEvents")}
        </Anchor>
      }
      title={t("organiser.title")}
      notAllowedTitle={t("organiser.notAllowedTitle")}
      notAllowedBody={t("organiser.notAllowedBody")}
    >
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Text>{t("organiser.intro")}</Text>
        <Button component={Link} to="/events/admin/new">
          {t("organiser.newEvent")}
        </Button>
      </Group>
      {notice && (
        <Alert color="green" role="status" variant="light">
          {notice}
        </Alert>
      )}
      <EventsTable />
    </AdminPage>
  );
}
