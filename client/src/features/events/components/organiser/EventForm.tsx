/**
 * The organiser's event form (createEvent / updateEvent): every field of EventInput in collapsible panels, so that it
 * stays usable on a phone. The form's own checks use the server's limits; what fails (the form's checks or the
 * server's per-field messages, CONFLICT's capacity and team-rule reasons in this page's words) is shown next to its
 * field, and the panels holding a message open. Saving returns the saved event to `onSaved`.
 */
import { useState } from "react";
import { Accordion, Alert, Button, Group, Paper, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { EventForm_EventFragment } from "../../../../__generated__/graphql";
import { readServerError } from "../../../../lib/graphqlErrors";
import { eventEditReason, REASON_FIELD } from "../../lib/organiserErrors";
import { useCreateEvent } from "../../mutations/useCreateEvent";
import { useUpdateEvent } from "../../mutations/useUpdateEvent";
import { FORM_PANELS, inputOf, panelOf, validateEvent, valuesOf, type EventFormValues, type FormPanel } from "./eventForm";
import {
  AudiencePanel,
  BannerPanel,
  BasicsPanel,
  ExhibitorsPanel,
  OffersPanel,
  OverviewPanel,
  PeoplePanel,
  PlacesPanel,
  SchedulePanel,
  VenuePanel,
  WhenPanel,
} from "./EventFormPanels";

export const ORGANISER_HOME = "/events/admin";

export function EventForm({
  event,
  employers,
  onSaved,
}: {
  event: EventForm_EventFragment | null;
  employers: { id: string; title: string }[];
  onSaved: (saved: { id: string; title: string }) => void;
}) {
  const { t } = useTranslation();
  const creating = event === null;
  const [createEvent, createState] = useCreateEvent();
  const [updateEvent, updateState] = useUpdateEvent();
  const [formError, setFormError] = useState<string | null>(null);
  const [open, setOpen] = useState<string[]>(creating ? ["basics", "when"] : ["basics"]);
  const form = useForm<EventFormValues>({ initialValues: valuesOf(event), validate: (v) => validateEvent(v, t, creating) });

  /** Opens the panels that hold a message, so that none is hidden. */
  const openPanelsOf = (paths: string[]) => setOpen((was) => [...new Set([...was, ...paths.map(panelOf)])]);
  const panelsWithErrors = new Set(Object.keys(form.errors).map(panelOf));

  const submit = form.onSubmit(
    async (values) => {
      setFormError(null);
      const input = inputOf(values);
      try {
        const saved = event
          ? (await updateEvent({ variables: { id: event.id, input } })).data?.updateEvent
          : (await createEvent({ variables: { id: values.id.trim(), input } })).data?.createEvent;
        if (saved) onSaved({ id: saved.id, title: saved.title });
      } catch (e) {
        const { code, message, fields } = readServerError(e);
        const reason = eventEditReason(e);
        const errors: Record<string, string> = { ...fields };
        if (reason) errors[REASON_FIELD[reason]] = t(`organiser.form.conflict.${reason}`);
        else if (code === "CONFLICT" && fields.id) errors.id = t("organiser.form.errors.idTaken");
        form.setErrors(errors);
        openPanelsOf(Object.keys(errors));
        setFormError(
          reason
            ? t(`organiser.form.conflict.${reason}`)
            : code === "BAD_USER_INPUT" || Object.keys(errors).length > 0
              ? t("organiser.form.badInput")
              : code === "FORBIDDEN"
                ? t("organiser.form.forbidden")
                : code === "NOT_FOUND"
                  ? t("organiser.form.notFound")
                  : message || t("organiser.form.saveError"),
        );
      }
    },
    (errors) => {
      openPanelsOf(Object.keys(errors));
      setFormError(t("organiser.form.badInput"));
    },
  );

  const panel = (name: FormPanel) => {
    switch (name) {
      case "basics":
        return <BasicsPanel form={form} creating={creating} />;
      case "when":
        return <WhenPanel form={form} />;
      case "venue":
        return <VenuePanel form={form} />;
      case "places":
        return <PlacesPanel form={form} />;
      case "banner":
        return <BannerPanel form={form} />;
      case "overview":
        return <OverviewPanel form={form} />;
      case "exhibitors":
        return <ExhibitorsPanel form={form} employers={employers} />;
      case "people":
        return <PeoplePanel form={form} />;
      case "offers":
        return <OffersPanel form={form} />;
      case "schedule":
        return <SchedulePanel form={form} />;
      case "audience":
        return <AudiencePanel form={form} />;
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: "sm", sm: "lg" }}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={event ? t("organiser.form.editLabel", { title: event.title }) : t("organiser.form.newLabel")}
      >
        <Stack gap="md">
          {formError && (
            <Alert color="red" role="alert">
              {formError}
            </Alert>
          )}
          <Accordion multiple value={open} onChange={setOpen} order={2} variant="separated">
            {FORM_PANELS.map((name) => (
              <Accordion.Item key={name} value={name}>
                <Accordion.Control>
                  {t(`organiser.form.panels.${name}`)}
                  {panelsWithErrors.has(name) && " "}
                  {panelsWithErrors.has(name) && (
                    <Text component="span" size="sm" c="var(--tf-text-danger)">
                      {t("organiser.form.needsAttention")}
                    </Text>
                  )}
                </Accordion.Control>
                {/* Only open panels are drawn: the values live in the form, and a large event stays quick to type in. */}
                <Accordion.Panel>{open.includes(name) && panel(name)}</Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Group>
            <Button type="submit" loading={createState.loading || updateState.loading}>
              {creating ? t("organiser.form.create") : t("organiser.form.save")}
            </Button>
            <Button component={Link} to={ORGANISER_HOME} variant="default">
              {t("organiser.form.cancel")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
