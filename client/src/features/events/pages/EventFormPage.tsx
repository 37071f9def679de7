/**
 * /events/admin/new and /events/admin/:id/edit (JOB_ADMIN, who runs events): the event form, empty or prefilled from
 * the event (its schedule's days flattened back to slots), with the employers exhibitors are picked from (the companies
 * list, as the job form lists them). Saving goes back to /events/admin with a note. Others see the not-allowed state
 * (the server answers FORBIDDEN anyway); an unknown id says so.
 */
import { Alert, Anchor, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EventFormEmployersDocument, EventFormEventDocument, type EventForm_EventFragment } from "../../../__generated__/graphql";
import { AdminPage } from "../../../ui/AdminPage";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { EventForm, ORGANISER_HOME } from "../components/organiser/EventForm";
import { useEventRoles } from "../lib/viewerRoles";
import type { AdminEventsLocationState } from "./AdminEventsPage";

function FormWithEmployers({ event }: { event: EventForm_EventFragment | null }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const employers = useQuery(EventFormEmployersDocument, { fetchPolicy: "cache-and-network" });
  if (employers.loading && !employers.data) return <ListLoading label={t("organiser.form.loadingEmployers")} />;
  if (employers.error && !employers.data)
    return <ListError message={t("organiser.form.employersError")} onRetry={() => void employers.refetch()} />;
  const listed = employers.data?.companies.items ?? [];
  // An exhibitor beyond the first page of employers stays pickable.
  const choices = [...listed, ...(event?.exhibitors.map((x) => x.employer) ?? []).filter((e) => !listed.some((l) => l.id === e.id))];
  const onSaved = (saved: { title: string }) => {
    const state: AdminEventsLocationState = {
      notice: t(event ? "organiser.form.updated" : "organiser.form.created", { title: saved.title }),
    };
    void navigate(ORGANISER_HOME, { state });
  };
  return <EventForm key={event?.id ?? "new"} event={event} employers={choices} onSaved={onSaved} />;
}

function EditEvent({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(EventFormEventDocument, { variables: { id }, fetchPolicy: "network-only" });
  if (loading && !data) return <ListLoading label={t("organiser.form.loading")} />;
  if (error && !data) return <ListError message={t("organiser.form.loadError")} onRetry={() => void refetch()} />;
  if (!data?.event)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t("organiser.form.notFoundTitle")}>
        <Text size="sm">{t("organiser.form.notFound")}</Text>
      </Alert>
    );
  return <FormWithEmployers event={data.event} />;
}

export default function EventFormPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const roles = useEventRoles();
  return (
    <AdminPage
      allowed={roles.deciding ? null : roles.organiser}
      subNav={null}
      title={id ? t("organiser.form.editTitle") : t("organiser.form.newTitle")}
      notAllowedTitle={t("organiser.notAllowedTitle")}
      notAllowedBody={t("organiser.notAllowedBody")}
    >
      <Anchor component={Link} to={ORGANISER_HOME} w="fit-content">
        {t("organiser.backToList")}
      </Anchor>
      {id ? <EditEvent id={id} /> : <FormWithEmployers event={null} />}
    </AdminPage>
  );
}
