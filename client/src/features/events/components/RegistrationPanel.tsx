/**
 * Registering for an event, on its page (SPEC §4: registration only within registrationPeriod; §5 team events).
 * Before the period: when it opens; after it: closed. While open: places left (or that the event is full and a new
 * registration joins the waitlist); visitors get "Log in to register" (back to this page, with its parameters);
 * logged-in people register, sharing their name and profile with the exhibitors if they tick it (only when the event
 * has exhibitors). Once registered: that they are, or their place on the waitlist, and Cancel behind a confirmation
 * until the event starts. Team events take teams only: their rules are shown, students register a team or join one
 * (./TeamForms), and a team's members see it (./TeamPanel). "Add to calendar" is for everyone.
 *
 * Arriving from an event sign-up link (`?register=1&invite_code=…&role=jobseeker`, lib/eventLinks.ts) or a team's
 * invite link (`?team=CODE`), the panel is scrolled to and focused, and registering passes the code and role on.
 *
 * How the cache follows registering and cancelling is the mutation hooks' (mutations/useRegisterForEvent,
 * useCancelEventRegistration).
 */
import { useEffect, useRef, useState, type ReactNode } from "react";
import { Alert, Button, Checkbox, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useLocation } from "react-router";
import { useTranslation } from "react-i18next";
import { ViewerDocument, type RegistrationPanel_EventFragment } from "../../../__generated__/graphql";
import { firstStart } from "@server/events/modules/listings/rules/listings";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { eventPageParams } from "../lib/eventLinks";
import { eventDateTimeWithZone } from "../lib/eventTime";
import { inviteErrorText } from "../lib/inviteErrors";
import { registrationErrorText } from "../lib/registrationErrors";
import { useCancelEventRegistration } from "../mutations/useCancelEventRegistration";
import { useRegisterForEvent } from "../mutations/useRegisterForEvent";
import { AddToCalendarButton } from "./AddToCalendarButton";
import { TeamForms } from "./TeamForms";
import { TeamPanel } from "./TeamPanel";

const HEADING_ID = "event-registration";

function Places({ event }: { event: RegistrationPanel_EventFragment }) {
  const { t } = useTranslation();
  if (event.placesLeft == null) return null;
  // At a team event places count teams.
  const text = event.team
    ? event.placesLeft === 0
      ? t("team.full")
      : t("team.placesLeft", { count: event.placesLeft })
    : event.placesLeft === 0
      ? t("events.registration.full")
      : t("events.registration.placesLeft", { count: event.placesLeft });
  return (
    <Text size="sm" fw={500}>
      {text}
    </Text>
  );
}

/** "Registering with invite code X (as a job seeker)", from the sign-up link's parameters. */
function InviteNote({ code, jobSeeker }: { code: string | null; jobSeeker: boolean }) {
  const { t } = useTranslation();
  if (!code && !jobSeeker) return null;
  return (
    <Text size="sm">{code ? t(jobSeeker ? "invite.withCodeAsJobSeeker" : "invite.withCode", { code }) : t("invite.asJobSeeker")}</Text>
  );
}

export function RegistrationPanel({ event, hasExhibitors }: { event: RegistrationPanel_EventFragment; hasExhibitors: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const arrival = eventPageParams(new URLSearchParams(location.search));
  const panelRef = useRef<HTMLDivElement>(null);
  const viewer = useQuery(ViewerDocument);
  const [share, setShare] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [register, registering] = useRegisterForEvent();
  const [cancel, cancelling] = useCancelEventRegistration();
  const registration = event.viewerRegistration;
  const started = firstStart(event.dates).getTime() <= Date.now();
  const at = (iso: string) => eventDateTimeWithZone(iso, event.timeZone, i18n.language);
  const focusPanel = arrival.register || arrival.teamCode !== null;

  // Arriving to register (a sign-up link, a team's invite link): the panel is where the person is taken.
  useEffect(() => {
    if (!focusPanel) return;
    panelRef.current?.scrollIntoView?.({ block: "start" });
    panelRef.current?.focus({ preventScroll: true });
  }, [focusPanel]);

  const submit = async () => {
    setDone(null);
    setError(null);
    try {
      const { data } = await register({
        variables: {
          input: {
            eventId: event.id,
            shareWithExhibitors: hasExhibitors && share,
            ...(arrival.inviteCode ? { inviteCode: arrival.inviteCode } : {}),
            ...(arrival.jobSeeker ? { jobSeeker: true } : {}),
          },
        },
      });
      const made = data?.registerForEvent;
      if (made) {
        setDone(
          made.status === "Waitlisted"
            ? t("events.registration.waitlistedDone", { position: made.waitlistPosition })
            : t("events.registration.registeredDone"),
        );
      }
    } catch (e) {
      setError(
        (arrival.inviteCode ? inviteErrorText(e, t, "inviteCode") : null) ??
          registrationErrorText(e, t, t("events.registration.errors.generic")),
      );
    }
  };

  const confirmCancel = async () => {
    if (!registration) return;
    setCancelError(null);
    try {
      await cancel({ variables: { id: registration.id } });
      setConfirming(false);
      setError(null);
      setDone(t("events.registration.cancelledDone"));
    } catch (e) {
      setCancelError(registrationErrorText(e, t, t("events.registration.errors.generic")));
    }
  };

  let body: ReactNode;
  if (registration && registration.status !== "Cancelled" && registration.team && event.team) {
    body = (
      <Stack gap="xs">
        <TeamPanel
          team={registration.team}
          eventId={event.id}
          rules={event.team}
          registrationId={registration.id}
          started={started}
          onDone={(message) => {
            setError(null);
            setDone(message);
          }}
        />
        {registration.shareWithExhibitors && <Text size="sm">{t("events.registration.sharing")}</Text>}
      </Stack>
    );
  } else if (registration && registration.status !== "Cancelled") {
    const registered = registration.status === "Registered";
    body = (
      <Stack gap="xs" align="flex-start">
        <Text fw={600}>
          {registered
            ? t("events.registration.youAreRegistered")
            : registration.waitlistPosition != null
              ? t("events.registration.youAreWaitlisted", { position: registration.waitlistPosition })
              : t("events.registration.youAreOnWaitlist")}
        </Text>
        {!registered && <Text size="sm">{t("events.registration.waitlistHint")}</Text>}
        {registration.shareWithExhibitors && <Text size="sm">{t("events.registration.sharing")}</Text>}
        {!started && (
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setCancelError(null);
              setConfirming(true);
            }}
          >
            {t("events.registration.cancel")}
          </Button>
        )}
      </Stack>
    );
  } else if (event.registrationWindow === "NOT_YET_OPEN") {
    body = <Text fw={500}>{t("events.registration.opensOn", { date: at(event.registrationPeriod.from) })}</Text>;
  } else if (event.registrationWindow === "CLOSED") {
    body = <Text fw={500}>{t("events.registration.closed")}</Text>;
  } else if (viewer.loading && !viewer.data) {
    body = <Places event={event} />;
  } else if (!viewer.data?.viewer) {
    const next = `${location.pathname}${location.search}`;
    body = (
      <Stack gap="xs" align="flex-start">
        <Places event={event} />
        <Text size="sm">{t("events.registration.closesOn", { date: at(event.registrationPeriod.to) })}</Text>
        <Button component={Link} to={`/login?next=${encodeURIComponent(next)}`}>
          {t("events.registration.login")}
        </Button>
      </Stack>
    );
  } else if (event.team && !viewer.data.viewer.roles.includes("STUDENT")) {
    body = (
      <Stack gap="xs" align="flex-start">
        <Places event={event} />
        <Text size="sm">{t("team.studentsOnly")}</Text>
      </Stack>
    );
  } else if (event.team) {
    const teamEvent = { ...event, team: event.team };
    body = (
      <Stack gap="sm">
        <Places event={event} />
        <Text size="sm">{t("events.registration.closesOn", { date: at(event.registrationPeriod.to) })}</Text>
        <TeamForms
          event={teamEvent}
          hasExhibitors={hasExhibitors}
          initialCode={arrival.teamCode}
          onDone={(message) => {
            setError(null);
            setDone(message);
          }}
        />
      </Stack>
    );
  } else {
    body = (
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <Stack gap="sm" align="flex-start">
          <Places event={event} />
          <Text size="sm">{t("events.registration.closesOn", { date: at(event.registrationPeriod.to) })}</Text>
          <InviteNote code={arrival.inviteCode} jobSeeker={arrival.jobSeeker} />
          {hasExhibitors && (
            <Checkbox
              label={t("events.registration.share")}
              description={t("events.registration.shareHint")}
              checked={share}
              onChange={(e) => setShare(e.currentTarget.checked)}
            />
          )}
          <Button type="submit" loading={registering.loading}>
            {event.placesLeft === 0 ? t("events.registration.joinWaitlist") : t("events.registration.register")}
          </Button>
        </Stack>
      </form>
    );
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID} ref={panelRef} tabIndex={-1}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t("events.registration.title")}
        </Title>
        {event.team && (
          <Text size="sm">
            {t("events.registration.team", {
              min: event.team.minSize,
              max: event.team.maxSize,
              minYear: event.team.minYear,
              maxYear: event.team.maxYear,
            })}
          </Text>
        )}
        <ActionFeedback done={done} error={null} />
        {error && (
          <Alert color="red" role="alert" variant="light">
            {error}
          </Alert>
        )}
        {body}
        <Group>
          <AddToCalendarButton eventId={event.id} ics={registration?.calendarFile ?? event.calendarFile} />
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("events.registration.confirmTitle")}
        body={t(registration?.status === "Waitlisted" ? "events.registration.confirmBodyWaitlist" : "events.registration.confirmBody", {
          title: event.title,
        })}
        confirmLabel={t("events.registration.confirmCancel")}
        cancelLabel={t("events.registration.keep")}
        loading={cancelling.loading}
        error={cancelError}
        onConfirm={() => void confirmCancel()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}
