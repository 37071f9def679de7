/**
 * /settings: job settings (employment status, work permit locations; anchor #settings-job), the interface language
 * (saved per person, applied at log-in; anchor #settings-language), the optional emails (#settings-email), the
 * account's security and the settings entries (SPEC: path, id, type, value), shown in words.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, MultiSelect, Paper, Radio, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useScrollToHash } from "../../../ui/useScrollToHash";
import { useTranslation } from "react-i18next";
import { SettingsPageDocument, type EmploymentStatus } from "../../../__generated__/graphql";
import { useUpdateJobSettings } from "../mutations/useUpdateJobSettings";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SavedNote } from "../../../ui/SavedNote";
import { LANGUAGES, type Language } from "../../../i18n";
import { useChangeLanguage } from "../lib/useUiLanguage";
import { fromUiLanguage } from "../../../lib/uiLanguage";
import { applyServerError, collapseListPath } from "../lib/serverErrors";
import type { ProfileUser } from "../components/profile/types";
import { useOptionData, useOptionLabel } from "../../../lib/optionLabels";
import type { ParseKeys } from "i18next";
import { AccountSecurity, YourData } from "../../account";
import { EmailPreferences } from "../components/EmailPreferences";

const STATUSES: EmploymentStatus[] = [
  "EMPLOYED_AND_NOT_LOOKING_FOR_JOB",
  "EMPLOYED_BUT_LOOKING_FOR_JOB",
  "UNEMPLOYED_AND_LOOKING_FOR_JOB",
  "UNEMPLOYED_BUT_NOT_LOOKING_FOR_JOB",
];

function JobSettingsForm({ viewer, countries }: { viewer: ProfileUser; countries: string[] }) {
  const { t } = useTranslation();
  const countryData = useOptionData();
  const [save, { loading }] = useUpdateJobSettings();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      employmentStatus: (viewer.about.employmentStatus ?? null) as EmploymentStatus | null,
      workPermitLocations: viewer.about.workPermitLocations,
    },
    onValuesChange: () => setSaved(false),
  });
  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save({ variables: { input: { employmentStatus: values.employmentStatus, workPermitLocations: values.workPermitLocations } } });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerError(form, err, t, collapseListPath("workPermitLocations")));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="settings-job-heading">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <Select
          label={t("settings.employmentStatus")}
          data={STATUSES.map((s) => ({ value: s, label: t(`settings.status.${s}`) }))}
          placeholder={t("settings.statusPlaceholder")}
          clearable
          {...form.getInputProps("employmentStatus")}
        />
        <MultiSelect
          label={t("settings.workPermit")}
          description={t("settings.workPermitHint")}
          data={countryData("country", countries)}
          placeholder={form.values.workPermitLocations.length ? undefined : t("settings.countriesPlaceholder")}
          searchable
          clearable
          nothingFoundMessage={t("form.nothingFound")}
          {...form.getInputProps("workPermitLocations")}
        />
        <Group justify="space-between">
          <SavedNote show={saved} />
          <Button type="submit" loading={loading}>
            {t("settings.saveJob")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function LanguageForm({ saved: savedLanguage }: { saved: Language | null }) {
  const { t, i18n } = useTranslation();
  const changeLanguage = useChangeLanguage();
  const current = (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : "en";
  const [value, setValue] = useState<Language>(savedLanguage ?? current);
  const [saving, setSaving] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <form
      onSubmit={async (e) => {
        e.preventDefault();
        setSaving(true);
        try {
          await changeLanguage(value);
          setSaved(true);
        } finally {
          setSaving(false);
        }
      }}
      aria-labelledby="settings-language-heading"
    >
      <Stack gap="md">
        <Radio.Group
          label={t("settings.uiLanguage")}
          description={t("settings.uiLanguageHint")}
          value={value}
          onChange={(v) => {
            setValue(v as Language);
            setSaved(false);
          }}
        >
          <Stack gap="xs" mt="xs">
            {LANGUAGES.map((lng) => (
              <Radio key={lng} value={lng} label={<span lang={lng}>{t(`lang.${lng}`)}</span>} />
            ))}
          </Stack>
        </Radio.Group>
        <Group justify="space-between">
          <SavedNote show={saved} />
          <Button type="submit" loading={saving}>
            {t("settings.saveLanguage")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

interface SettingEntry {
  path: string;
  id: string;
  type: string;
  value?: string | null;
}

/**
 * One settings entry in words: its name (linking to where it is changed), its kind and its value as labels. The
 * API's path, id and codes stay in the data; an entry this page does not know yet still shows, by its id.
 */
function SettingRow({ entry }: { entry: SettingEntry }) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const known = (key: string) => (i18n.exists(key) ? t(key as ParseKeys) : null);
  const name = known(`settings.entry.${entry.id}`) ?? entry.id;
  const where = entry.path.startsWith("/") ? entry.path : null;
  let value: string;
  if (entry.value == null || entry.value === "") value = t("settings.notSet");
  else if (entry.id === "employment-status") value = known(`settings.status.${entry.value}`) ?? entry.value;
  else if (entry.id === "ui-language") value = known(`lang.${entry.value.replace("_", "-")}`) ?? entry.value;
  else if (entry.type === "enum-list")
    value = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(entry.value.split(",").map((v) => label("country", v)));
  else if (entry.type === "boolean") value = known(`settings.boolean.${entry.value}`) ?? entry.value;
  else value = entry.value;
  return (
    <Table.Tr>
      <Table.Td>
        {where ? (
          <Anchor component={Link} to={where}>
            {name}
          </Anchor>
        ) : (
          name
        )}
      </Table.Td>
      <Table.Td>{known(`settings.kind.${entry.type}`) ?? entry.type}</Table.Td>
      <Table.Td>{value}</Table.Td>
    </Table.Tr>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(SettingsPageDocument, { fetchPolicy: "cache-and-network" });
  const viewer = data?.viewer;
  const ready = !!viewer;

  useScrollToHash(ready);

  return (
    <Stack gap="lg" maw={860} mx="auto">
      <PageTitle title={t("settings.title")} />
      <Title order={1}>{t("settings.title")}</Title>
      {!viewer && loading && <ListLoading label={t("app.loading")} />}
      {!viewer && error && <ListError message={t("settings.error")} onRetry={() => void refetch()} />}
      {viewer && data && (
        <>
          <Paper withBorder radius="md" p="lg" component="section" id="settings-job" tabIndex={-1} aria-labelledby="settings-job-heading">
            <Title order={2} size="h3" id="settings-job-heading" mb="md">
              {t("settings.job")}
            </Title>
            <JobSettingsForm key={viewer.id} viewer={viewer} countries={data.profileOptions.countries} />
          </Paper>
          <Paper
            withBorder
            radius="md"
            p="lg"
            component="section"
            id="settings-language"
            tabIndex={-1}
            aria-labelledby="settings-language-heading"
          >
            <Title order={2} size="h3" id="settings-language-heading" mb="md">
              {t("settings.language")}
            </Title>
            <LanguageForm key={viewer.id} saved={fromUiLanguage(viewer.uiLanguage)} />
          </Paper>
          <EmailPreferences user={viewer} />
          <AccountSecurity />
          <YourData />
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="settings-entries-heading">
            <Title order={2} size="h3" id="settings-entries-heading" mb="xs">
              {t("settings.entries")}
            </Title>
            <Text size="sm" mb="sm">
              {t("settings.entriesIntro")}
            </Text>
            <Table.ScrollContainer minWidth={360}>
              <Table striped withTableBorder>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th scope="col">{t("settings.columns.setting")}</Table.Th>
                    <Table.Th scope="col">{t("settings.columns.kind")}</Table.Th>
                    <Table.Th scope="col">{t("settings.columns.value")}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {viewer.settings.map((s) => (
                    <SettingRow key={`${s.path}|${s.id}`} entry={s} />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Paper>
        </>
      )}
    </Stack>
  );
}
