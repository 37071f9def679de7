/**
 * A student's way into a team event (SPEC §5: teams of 3–4 students in years 1–4, individuals not accepted): "Register
 * a team" (its name, their year of study within the event's years, sharing with the exhibitors) makes them its lead;
 * "Join a team" takes the code a lead shared (a `?team=CODE` link opens it with the code filled in). The server's
 * refusals are shown in the interface language, a field's by that field.
 */
import { useState, type FormEvent } from "react";
import { Alert, Button, Checkbox, NativeSelect, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { EventPageDocument, type RegistrationPanel_EventFragment } from "../../../__generated__/graphql";
import { TEAM_LIMITS, type TeamRules } from "@server/events/modules/registration/rules/teams";
import { teamFormErrors, yearErrorText, type TeamFormErrors } from "../lib/teamErrors";
import { useJoinEventTeam } from "../mutations/useJoinEventTeam";
import { useRegisterEventTeam } from "../mutations/useRegisterEventTeam";

type Event = RegistrationPanel_EventFragment & { team: TeamRules };

/** Years of study the event takes, as a select limited to them (a choice is required). */
function YearSelect({
  rules,
  value,
  onChange,
  error,
}: {
  rules: TeamRules;
  value: string;
  onChange: (v: string) => void;
  error: TeamFormErrors["year"];
}) {
  const { t } = useTranslation();
  const years = Array.from({ length: rules.maxYear - rules.minYear + 1 }, (_, i) => rules.minYear + i);
  return (
    <NativeSelect
      label={t("team.year")}
      description={t("team.yearHint", { min: rules.minYear, max: rules.maxYear })}
      required
      value={value}
      onChange={(e) => onChange(e.currentTarget.value)}
      error={yearErrorText(error, rules, t)}
      data={[
        { value: "", label: t("team.chooseYear"), disabled: true },
        ...years.map((y) => ({ value: String(y), label: t("team.yearOption", { year: y }) })),
      ]}
    />
  );
}

function ShareBox({ checked, onChange }: { checked: boolean; onChange: (v: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t("events.registration.share")}
      description={t("events.registration.shareHint")}
      checked={checked}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/**
 * The server's refusal of a form, placed; when it refused the year, the event's years are read again (the organiser
 * may have changed them since the page was loaded), so the select and its words follow.
 */
function useRefusal() {
  const { t } = useTranslation();
  const client = useApolloClient();
  return (err: unknown): TeamFormErrors => {
    const placed = teamFormErrors(err, t);
    if (placed.year) void client.refetchQueries({ include: [EventPageDocument] });
    return placed;
  };
}

function FormError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Alert color="red" role="alert" variant="light">
      {error}
    </Alert>
  );
}

function RegisterTeamForm({ event, hasExhibitors, onDone }: { event: Event; hasExhibitors: boolean; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const [year, setYear] = useState("");
  const [share, setShare] = useState(false);
  const [errors, setErrors] = useState<TeamFormErrors>({ form: null });
  const [register, { loading }] = useRegisterEventTeam();
  const refusal = useRefusal();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = name.trim();
    const local: TeamFormErrors = { form: null };
    if (trimmed.length < TEAM_LIMITS.name.min || trimmed.length > TEAM_LIMITS.name.max)
      local.name = t("team.errors.nameLength", { min: TEAM_LIMITS.name.min, max: TEAM_LIMITS.name.max });
    if (!year) local.year = "choose";
    setErrors(local);
    if (local.name || local.year) return;
    try {
      const { data } = await register({
        variables: {
          input: { eventId: event.id, name: trimmed, yearOfStudy: Number(year), shareWithExhibitors: hasExhibitors && share },
        },
      });
      const team = data?.registerEventTeam;
      if (team)
        onDone(
          team.status === "Waitlisted"
            ? t("team.registeredWaitlistedDone", { name: team.name, position: team.waitlistPosition })
            : t("team.registeredDone", { name: team.name }),
        );
    } catch (err) {
      setErrors(refusal(err));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm" align="stretch" maw={480}>
        <Text size="sm">{t("team.registerIntro")}</Text>
        <FormError error={errors.form} />
        <TextInput
          label={t("team.name")}
          description={t("team.nameHint", { min: TEAM_LIMITS.name.min, max: TEAM_LIMITS.name.max })}
          required
          maxLength={TEAM_LIMITS.name.max}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
        />
        <YearSelect rules={event.team} value={year} onChange={setYear} error={errors.year} />
        {hasExhibitors && <ShareBox checked={share} onChange={setShare} />}
        <Button type="submit" loading={loading} style={{ alignSelf: "flex-start" }}>
          {event.placesLeft === 0 ? t("team.registerWaitlist") : t("team.register")}
        </Button>
      </Stack>
    </form>
  );
}

function JoinTeamForm({
  event,
  hasExhibitors,
  initialCode,
  onDone,
}: {
  event: Event;
  hasExhibitors: boolean;
  initialCode: string;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState(initialCode);
  const [year, setYear] = useState("");
  const [share, setShare] = useState(false);
  const [errors, setErrors] = useState<TeamFormErrors & { joinCode?: string }>({ form: null });
  const [join, { loading }] = useJoinEventTeam();
  const refusal = useRefusal();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: TeamFormErrors & { joinCode?: string } = { form: null };
    if (!code.trim()) local.joinCode = t("team.errors.codeRequired");
    if (!year) local.year = "choose";
    setErrors(local);
    if (local.joinCode || local.year) return;
    try {
      const { data } = await join({
        variables: { input: { joinCode: code.trim(), yearOfStudy: Number(year), shareWithExhibitors: hasExhibitors && share } },
      });
      const team = data?.joinEventTeam;
      if (team) onDone(t("team.joinedDone", { name: team.name }));
    } catch (err) {
      setErrors(refusal(err));
    }
  };

  return (
    <form noValidate onSubmit={(e) => void submit(e)}>
      <Stack gap="sm" align="stretch" maw={480}>
        <Text size="sm">{t("team.joinIntro")}</Text>
        <FormError error={errors.form} />
        <TextInput
          label={t("team.code")}
          required
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value)}
          error={errors.joinCode}
        />
        <YearSelect rules={event.team} value={year} onChange={setYear} error={errors.year} />
        {hasExhibitors && <ShareBox checked={share} onChange={setShare} />}
        <Button type="submit" loading={loading} style={{ alignSelf: "flex-start" }}>
          {t("team.join")}
        </Button>
      </Stack>
    </form>
  );
}

export function TeamForms({
  event,
  hasExhibitors,
  initialCode,
  onDone,
}: {
  event: Event;
  hasExhibitors: boolean;
  /** A join code from the page's `?team=` link: the join form opens with it. */
  initialCode: string | null;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<string | null>(initialCode ? "join" : "register");
  return (
    <Tabs value={tab} onChange={setTab} keepMounted={false}>
      <Tabs.List aria-label={t("team.formsLabel")}>
        <Tabs.Tab value="register">{t("team.registerTab")}</Tabs.Tab>
        <Tabs.Tab value="join">{t("team.joinTab")}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="register" pt="md">
        <RegisterTeamForm event={event} hasExhibitors={hasExhibitors} onDone={onDone} />
      </Tabs.Panel>
      <Tabs.Panel value="join" pt="md">
        <JoinTeamForm event={event} hasExhibitors={hasExhibitors} initialCode={initialCode ?? ""} onDone={onDone} />
      </Tabs.Panel>
    </Tabs>
  );
}
