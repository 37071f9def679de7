/**
 * /programmes/student/apply/:programmeId (logged in): the programme's registration form, rendered from the server's
 * field definitions. Choice fields use the served option lists, shown in the viewer's language (the codes are sent);
 * the birth day follows the chosen month (February has 29 days) and the English score band follows the test (each band
 * shows its CEFR level). Required answers are checked here; the server checks every value and its per-field messages go
 * next to their fields. A closed programme and an application already in progress (CONFLICT) are explained; on success
 * the learner lands on My programmes. A programme that requires M1 completion says so; without an M1 certificate or
 * credit for prior learning the form is not shown (an explanation with a link to the M1 courses is), nor when the
 * viewer already has an application in progress (its status and a link to it instead). Rejected and withdrawn
 * applicants may apply again. The name and e-mail fields start with the account's own, which the learner may change.
 */
import { useEffect, useState } from "react";
import { Alert, Anchor, Button, Group, Paper, Radio, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useNavigate, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { REGISTRATION_TEXT_MAX } from "@server/courses/modules/programmes/rules/registration-limits";
import { ProgrammeApplyDocument, ViewerDocument, type ProgrammeApplyQuery, type ViewerQuery } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { activeApplication, AppliedNote, M1_COURSES, MY_PROGRAMMES, PrerequisiteBlocked, RequiresM1Note } from "../components/Admission";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { readServerError } from "../../../lib/graphqlErrors";
import { useOptionLabel } from "../../../lib/optionLabels";
import { registrationLabelList } from "../lib/optionLists";
import { useApplyToProgramme } from "../mutations/useApplyToProgramme";

type Form = NonNullable<NonNullable<ProgrammeApplyQuery["programme"]>["registrationForm"]>;
type Field = Form["fields"][number];
type Lists = ProgrammeApplyQuery["registrationOptionLists"];
type Bands = ProgrammeApplyQuery["englishScoreBands"];

/** Answers the account already gives: its name for the full-name field and its e-mail for the e-mail field. */
function prefillFrom(viewer: ViewerQuery["viewer"] | undefined, fields: readonly Field[]): Record<string, string> {
  if (!viewer) return {};
  const name = [viewer.firstName, viewer.lastName].filter(Boolean).join(" ").trim() || viewer.displayName;
  return Object.fromEntries(
    fields.flatMap((f) => {
      if (f.kind === "EMAIL") return viewer.email ? [[f.name, viewer.email]] : [];
      if (f.name === "fullName") return name ? [[f.name, name]] : [];
      return [];
    }),
  );
}

function optionsOf(field: Field, values: Record<string, string>, lists: Lists): string[] | null {
  const list = lists.find((l) => l.id === field.optionList);
  if (!list) return [];
  if (!field.dependsOn) return list.options;
  const key = values[field.dependsOn];
  if (!key) return null;
  return list.byKey.find((k) => k.key === key)?.options ?? [];
}

function RegistrationFormFields({
  programmeId,
  form: regForm,
  lists,
  bands,
  prefill,
}: {
  programmeId: string;
  form: Form;
  lists: Lists;
  bands: Bands;
  prefill: Record<string, string>;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  const navigate = useNavigate();
  const [apply, { loading }] = useApplyToProgramme();
  const [problem, setProblem] = useState<{ kind: "closed" | "conflict" | "prerequisite" | "fields" | "other"; message: string } | null>(
    null,
  );

  const form = useForm<Record<string, string>>({
    initialValues: Object.fromEntries(regForm.fields.map((f) => [f.name, prefill[f.name] ?? ""])),
    validate: (values) =>
      Object.fromEntries(
        regForm.fields.filter((f) => f.required && !values[f.name]?.trim()).map((f) => [f.name, t("programmes.apply.required")]),
      ),
    onValuesChange: (values, previous) => {
      // A dependent answer (day, score band) no longer in its list once the month or test changes is cleared.
      for (const f of regForm.fields) {
        if (!f.dependsOn || values[f.dependsOn] === previous[f.dependsOn]) continue;
        const options = optionsOf(f, values, lists);
        if (values[f.name] && !options?.includes(values[f.name]!)) form.setFieldValue(f.name, "");
      }
    },
  });

  // The viewer may arrive after the form: fill only fields the learner has not typed in yet.
  const prefillKey = JSON.stringify(prefill);
  useEffect(() => {
    for (const [name, value] of Object.entries(JSON.parse(prefillKey) as Record<string, string>)) {
      if (!form.getValues()[name] && !form.isDirty(name)) form.setFieldValue(name, value);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- form is a new object each render; the prefill's content is the trigger
  }, [prefillKey]);

  const submit = form.onSubmit(
    async (values) => {
      setProblem(null);
      try {
        const { data } = await apply({
          variables: {
            programmeId,
            answers: regForm.fields.filter((f) => values[f.name]?.trim()).map((f) => ({ name: f.name, value: values[f.name]!.trim() })),
          },
        });
        void navigate(`${MY_PROGRAMMES}?applied=${encodeURIComponent(data?.applyToProgramme.id ?? "")}`);
      } catch (err) {
        const { code, message, fields } = readServerError(err);
        if (code === "CONFLICT")
          return setProblem({ kind: fields.programmeId === "M1 completion needed" ? "prerequisite" : "conflict", message });
        if (fields.programmeId) return setProblem({ kind: "closed", message: fields.programmeId });
        if (code === "BAD_USER_INPUT") {
          form.setErrors(fields);
          return setProblem({ kind: "fields", message: t("programmes.apply.fixFields") });
        }
        setProblem({ kind: "other", message: message || t("errors.UNKNOWN") });
      }
    },
    () => setProblem({ kind: "fields", message: t("programmes.apply.fixFields") }),
  );

  const bandLabel = (test: string, band: string) => {
    const b = bands.find((x) => x.test === test && x.band === band);
    const shown = label(null, band);
    return b ? t("programmes.apply.band", { band: shown, cefr: b.cefr }) : shown;
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby="apply-form-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="apply-form-title">
            {regForm.title}
          </Title>
          <Text size="sm" c="dimmed">
            {regForm.purpose}
          </Text>
        </div>
        {problem && (
          <Alert
            color="red"
            variant="light"
            role="alert"
            title={problem.kind === "closed" ? t("programmes.apply.closedTitle") : t("form.failed")}
          >
            {problem.kind === "conflict" ? (
              <>
                {t("programmes.apply.conflict")}{" "}
                <Anchor component={Link} to={MY_PROGRAMMES}>
                  {t("programmes.apply.seeMine")}
                </Anchor>
              </>
            ) : problem.kind === "prerequisite" ? (
              <>
                {problem.message}{" "}
                <Anchor component={Link} to={M1_COURSES}>
                  {t("programmes.admission.m1Courses")}
                </Anchor>
              </>
            ) : problem.kind === "closed" ? (
              t("programmes.apply.closedBody")
            ) : (
              problem.message
            )}
          </Alert>
        )}
        {regForm.fields.map((f) => {
          const props = form.getInputProps(f.name);
          const common = { label: f.label, required: f.required };
          switch (f.kind) {
            case "TEXT":
              return (
                <TextInput
                  key={f.name}
                  {...common}
                  {...props}
                  maxLength={REGISTRATION_TEXT_MAX}
                  autoComplete={f.name === "fullName" ? "name" : undefined}
                />
              );
            case "EMAIL":
              return <TextInput key={f.name} {...common} {...props} type="email" autoComplete="email" />;
            case "PHONE":
              return (
                <TextInput
                  key={f.name}
                  {...common}
                  {...props}
                  type="tel"
                  autoComplete="tel"
                  description={t("programmes.apply.phoneHint")}
                />
              );
            case "YES_NO": {
              const options = optionsOf(f, form.values, lists) ?? [];
              const list = registrationLabelList(f.optionList);
              return (
                <Radio.Group key={f.name} {...common} {...props}>
                  <Group mt={4}>
                    {options.map((o) => (
                      <Radio key={o} value={o} label={label(list, o)} />
                    ))}
                  </Group>
                </Radio.Group>
              );
            }
            default: {
              const options = optionsOf(f, form.values, lists);
              const parent = f.dependsOn ? regForm.fields.find((p) => p.name === f.dependsOn) : undefined;
              const test = f.dependsOn ? form.values[f.dependsOn] : undefined;
              const list = registrationLabelList(f.optionList);
              return (
                <Select
                  key={f.name}
                  {...common}
                  {...props}
                  value={props.value || null}
                  onChange={(v) => form.setFieldValue(f.name, v ?? "")}
                  data={(options ?? []).map((o) => ({
                    value: o,
                    label: f.kind === "ENGLISH_SCORE" && test ? bandLabel(test, o) : label(list, o),
                  }))}
                  disabled={options == null}
                  placeholder={
                    options == null && parent ? t("programmes.apply.chooseFirst", { field: parent.label }) : t("programmes.apply.choose")
                  }
                  description={f.kind === "ENGLISH_SCORE" ? t("programmes.apply.englishHint") : undefined}
                  searchable={(options?.length ?? 0) > 12}
                  allowDeselect={!f.required}
                  comboboxProps={{ withinPortal: true }}
                />
              );
            }
          }
        })}
        <Group justify="flex-end">
          <Button type="submit" loading={loading}>
            {t("programmes.apply.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export default function ProgrammeApplyPage() {
  const { t } = useTranslation();
  const { programmeId = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(ProgrammeApplyDocument, {
    variables: { id: programmeId },
    fetchPolicy: "cache-and-network",
  });
  const viewer = useQuery(ViewerDocument).data?.viewer;
  const programme = data?.programme;
  const applied = activeApplication(programme?.viewerApplication);
  const title = programme ? t("programmes.apply.title", { title: programme.title }) : t("programmes.apply.notFoundTitle");

  let body;
  if (loading && !data) body = <ListLoading label={t("programmes.apply.loading")} />;
  else if (error && !data) body = <ListError message={t("programmes.apply.error")} onRetry={() => void refetch()} />;
  else if (!programme) body = <Text>{t("programmes.apply.notFoundBody")}</Text>;
  else if (applied)
    body = (
      <Paper withBorder radius="md" p="lg" role="status">
        <AppliedNote status={applied.status} />
      </Paper>
    );
  else if (!programme.takingApplications)
    body = (
      <Alert color="yellow" variant="light" role="alert" title={t("programmes.apply.closedTitle")}>
        {programme.applicationOpen
          ? t(programme.kind === "INFO_SESSION" ? "programmes.find.sessionPast" : "programmes.find.cohortStarted")
          : t("programmes.apply.closedBody")}
      </Alert>
    );
  else if (!programme.registrationForm) body = <Text>{t("programmes.apply.noForm")}</Text>;
  else if (programme.viewerMeetsPrerequisites === false) body = <PrerequisiteBlocked title={programme.title} />;
  else
    body = (
      <Paper withBorder radius="md" p="lg">
        <RegistrationFormFields
          programmeId={programme.id}
          form={programme.registrationForm}
          lists={data.registrationOptionLists}
          bands={data.englishScoreBands}
          prefill={prefillFrom(viewer, programme.registrationForm.fields)}
        />
      </Paper>
    );

  return (
    <Stack gap="lg" maw={760} mx="auto">
      <PageTitle title={title} />
      <ProgrammesSubNav />
      <Title order={1}>{title}</Title>
      {programme?.requiresM1Completion && <RequiresM1Note />}
      {body}
      <Anchor component={Link} to="/programmes/student/find-programmes" size="sm">
        {t("programmes.apply.back")}
      </Anchor>
    </Stack>
  );
}
