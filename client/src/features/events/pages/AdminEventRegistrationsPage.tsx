/**
 * /events/admin/:id?status=&page=&codesPage= (JOB_ADMIN, who runs events): one event's registrations — filtered by
 * status, paged, downloadable as CSV — and its invite codes behind the sign-up links, issued and withdrawn here. Links
 * lead to the event's form, its page and its attendees. Others see the not-allowed state (the server answers
 * FORBIDDEN); an unknown id says so.
 */
import { Alert, Anchor, Group, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminEventRegistrationsEventDocument,
  type AdminEventRegistrationsEventQuery,
  type AdminEventRegistrationsEventQueryVariables,
} from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { eventPath } from "../components/EventCard";
import { ORGANISER_HOME } from "../components/organiser/EventForm";
import { InviteCodes } from "../components/organiser/InviteCodes";
import { RegistrationsTable } from "../components/organiser/RegistrationsTable";
import { useEventRoles } from "../lib/viewerRoles";
import { adminEventPath } from "./AdminEventsPage";

type EventQuery = ReturnType<typeof useQuery<AdminEventRegistrationsEventQuery, AdminEventRegistrationsEventQueryVariables>>;

function EventRegistrations({ query }: { query: EventQuery }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = query;
  if (loading && !data) return <ListLoading label={t("organiser.registrations.loadingEvent")} />;
  if (error && !data) return <ListError message={t("organiser.registrations.eventError")} onRetry={() => void refetch()} />;
  const event = data?.event;
  if (!event)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t("organiser.form.notFoundTitle")}>
        <Text size="sm">{t("organiser.form.notFound")}</Text>
      </Alert>
    );
  const places =
    event.capacity == null || event.placesLeft == null
      ? t("organiser.list.noLimit")
      : t("organiser.list.places", { taken: event.capacity - event.placesLeft, capacity: event.capacity });
  return (
    <>
      <Text size="sm">{places}</Text>
      <Group gap="md" wrap="wrap">
        <Anchor component={Link} to={`${adminEventPath(event.id)}/edit`} size="sm">
          {t("organiser.registrations.edit")}
        </Anchor>
        <Anchor component={Link} to={eventPath(event.id)} size="sm">
          {t("organiser.registrations.eventPage")}
        </Anchor>
        <Anchor component={Link} to={`${eventPath(event.id)}/attendees`} size="sm">
          {t("organiser.registrations.attendees")}
        </Anchor>
      </Group>
      <RegistrationsTable eventId={event.id} />
      <InviteCodes event={event} />
    </>
  );
}

export default function AdminEventRegistrationsPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const roles = useEventRoles();
  const query = useQuery(AdminEventRegistrationsEventDocument, {
    variables: { id },
    fetchPolicy: "cache-and-network",
    skip: !roles.organiser,
  });
  const title = query.data?.event?.title;
  return (
    <AdminPage
      allowed={roles.deciding ? null : roles.organiser}
      subNav={
        <Anchor component={Link} to={ORGANISER_HOME} size="sm" w="fit-content">
          {t("organiser.backToList")}
        </Anchor>
      }
      title={title ? t("organiser.registrations.heading", { title }) : t("organiser.registrations.headingPlain")}
      notAllowedTitle={t("organiser.notAllowedTitle")}
      notAllowedBody={t("organiser.notAllowedBody")}
      gap="xl"
    >
      <EventRegistrations query={query} />
    </AdminPage>
  );
}
