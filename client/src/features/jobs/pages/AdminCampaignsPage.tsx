/**
 * /jobs/admin/campaigns (JOB_ADMIN): every campaign, active or not, in tab order — title, id (the /jobs `campaign`
 * parameter), exclusive to which programme, its event, whether it is running and its open jobs — each with Edit (title,
 * description, their translations and active, in a dialog: `updateCampaign`); below, "Add a campaign"
 * (`createCampaign`: id, title, description, translations, active, exclusive with its programme, event). The id,
 * exclusivity, programme and event are set once. The title and description are written in English and, optionally, in
 * each other interface language (a blank translation shows the English text).
 * Limits mirror CampaignInput; the server's per-field messages land next to the fields (a taken id on the id field).
 * Other people see the not-allowed state.
 */
import { useId, useState } from "react";
import {
  Badge,
  Button,
  Fieldset,
  Group,
  Modal,
  NativeSelect,
  Paper,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type jobWords from "../i18n/en.json";
import type { TFunction } from "i18next";
import { CAMPAIGN_ID_PATTERN, CAMPAIGN_LIMITS } from "@server/jobs/modules/campaigns/rules/campaigns";
import {
  AdminCampaignsDocument,
  CampaignFormProgrammesDocument,
  type AdminCampaignsPage_CampaignFragment,
  type CampaignTranslationInput,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { DataTable } from "../../../ui/DataTable";
import { QueryListBody } from "../../../ui/ListStates";
import { JobsSubNav } from "../components/JobsSubNav";
import { useCreateCampaign } from "../mutations/useCreateCampaign";
import { useUpdateCampaign } from "../mutations/useUpdateCampaign";
import { readServerError } from "../../../lib/graphqlErrors";

/** CampaignInput limits (schema/jobs.graphql). */
const LIMITS = CAMPAIGN_LIMITS;

type Campaign = AdminCampaignsPage_CampaignFragment;
type Feedback = { done: string | null; error: string | null };

/** The languages a campaign's text is translated into (English is its own title and description). */
const TRANSLATED = ["zh_Hant", "zh_Hans"] as const;
type Translated = (typeof TRANSLATED)[number];
type TranslationValues = Record<Translated, { title: string; description: string }>;

interface TextValues {
  title: string;
  description: string;
  active: boolean;
  translations: TranslationValues;
}

const noTranslations = (): TranslationValues => ({ zh_Hant: { title: "", description: "" }, zh_Hans: { title: "", description: "" } });

function translationValues(campaign: Campaign): TranslationValues {
  const values = noTranslations();
  for (const tr of campaign.translations) {
    if (tr.language !== "en") values[tr.language] = { title: tr.title, description: tr.description };
  }
  return values;
}

/** The mutation's translations: every language, trimmed (an empty text shows the English one). */
const translationsInput = (v: TranslationValues): CampaignTranslationInput[] =>
  TRANSLATED.map((language) => ({ language, title: v[language].title.trim(), description: v[language].description.trim() }));
interface NewValues extends TextValues {
  id: string;
  exclusive: boolean;
  programmeId: string;
  eventId: string;
}

function validateText(v: TextValues, t: TFunction, errors: Record<string, string>) {
  const [min, max] = LIMITS.title;
  const n = v.title.trim().length;
  if (n === 0) errors.title = t("validation.required");
  else if (n < min || n > max) errors.title = t("jobPostings.form.between", { min, max });
  if (v.description.trim().length > LIMITS.description[1]) errors.description = t("validation.maxLength", { max: LIMITS.description[1] });
  TRANSLATED.forEach((language, i) => {
    // The server's paths: the translations are sent in TRANSLATED's order.
    const tn = v.translations[language].title.trim().length;
    if (tn > 0 && (tn < min || tn > max)) errors[`translations.${i}.title`] = t("jobPostings.form.between", { min, max });
    if (v.translations[language].description.trim().length > LIMITS.description[1])
      errors[`translations.${i}.description`] = t("validation.maxLength", { max: LIMITS.description[1] });
  });
  return errors;
}

/** The title and description in each other interface language, optional. */
function TranslationFields<V extends TextValues>({ form }: { form: UseFormReturnType<V> }) {
  const { t } = useTranslation();
  const typed = form as unknown as UseFormReturnType<TextValues>;
  return (
    <Fieldset legend={t("jobPostings.campaigns.fields.translations")}>
      <Stack gap="xs">
        <Text size="xs" c="dimmed">
          {t("jobPostings.campaigns.fields.translationHint")}
        </Text>
        {TRANSLATED.map((language, i) => {
          const words = { language: t(`lang.${toLanguage(language)}`) };
          return (
            <Stack key={language} gap="xs" lang={toLanguage(language)}>
              <TextInput
                label={t("jobPostings.campaigns.fields.translatedTitle", words)}
                maxLength={LIMITS.title[1]}
                {...typed.getInputProps(`translations.${language}.title`)}
                error={typed.errors[`translations.${i}.title`]}
              />
              <Textarea
                label={t("jobPostings.campaigns.fields.translatedDescription", words)}
                autosize
                minRows={2}
                maxLength={LIMITS.description[1]}
                {...typed.getInputProps(`translations.${language}.description`)}
                error={typed.errors[`translations.${i}.description`]}
              />
            </Stack>
          );
        })}
      </Stack>
    </Fieldset>
  );
}

const toLanguage = (language: Translated) => language.replace("_", "-") as "zh-Hant" | "zh-Hans";

function validateNew(v: NewValues, t: TFunction) {
  const errors: Record<string, string> = {};
  const id = v.id.trim();
  if (!id) errors.id = t("validation.required");
  else if (id.length < LIMITS.id[0] || id.length > LIMITS.id[1] || !CAMPAIGN_ID_PATTERN.test(id))
    errors.id = t("jobPostings.campaigns.idRule");
  validateText(v, t, errors);
  if (v.exclusive && !v.programmeId) errors.programmeId = t("jobPostings.campaigns.chooseProgramme");
  return errors;
}

/** What a failed save says: per-field messages on the form, and the message for the feedback line. */
function failure(e: unknown, t: TFunction, setErrors: (errors: Record<string, string>) => void): string {
  const { code, message, fields } = readServerError(e);
  if (code === "BAD_USER_INPUT") {
    setErrors(fields);
    return t("jobPostings.campaigns.badInput");
  }
  if (code === "CONFLICT") {
    setErrors({ id: message });
    return message;
  }
  return message || t("jobPostings.campaigns.saveError");
}

function EditCampaignModal({
  campaign,
  onClose,
  onFeedback,
}: {
  campaign: Campaign | null;
  onClose: () => void;
  onFeedback: (f: Feedback) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={campaign != null}
      onClose={onClose}
      title={campaign ? t("jobPostings.campaigns.editTitle", { title: campaign.title }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("jobPostings.campaigns.cancel") }}
    >
      {campaign && <EditCampaignForm key={campaign.id} campaign={campaign} onClose={onClose} onFeedback={onFeedback} />}
    </Modal>
  );
}

function EditCampaignForm({
  campaign,
  onClose,
  onFeedback,
}: {
  campaign: Campaign;
  onClose: () => void;
  onFeedback: (f: Feedback) => void;
}) {
  const { t } = useTranslation();
  const [update, { loading }] = useUpdateCampaign();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<TextValues>({
    initialValues: {
      title: campaign.title,
      description: campaign.description,
      active: campaign.active,
      translations: translationValues(campaign),
    },
    validate: (v) => validateText(v, t, {}),
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await update({
        variables: {
          id: campaign.id,
          input: {
            title: v.title.trim(),
            description: v.description.trim(),
            active: v.active,
            translations: translationsInput(v.translations),
          },
        },
      });
      onFeedback({ done: t("jobPostings.campaigns.saved", { title: result.data?.updateCampaign.title ?? v.title.trim() }), error: null });
      onClose();
    } catch (e) {
      setFormError(failure(e, t, form.setErrors));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("jobPostings.campaigns.idFixed", { id: campaign.id })}
        </Text>
        <TextInput label={t("jobPostings.campaigns.fields.title")} required maxLength={LIMITS.title[1]} {...form.getInputProps("title")} />
        <Textarea
          label={t("jobPostings.campaigns.fields.description")}
          description={t("jobPostings.campaigns.fields.descriptionHint")}
          autosize
          minRows={2}
          maxLength={LIMITS.description[1]}
          {...form.getInputProps("description")}
        />
        <TranslationFields form={form} />
        <Switch label={t("jobPostings.campaigns.fields.active")} {...form.getInputProps("active", { type: "checkbox" })} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("jobPostings.campaigns.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("jobPostings.campaigns.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function NewCampaignForm({ onFeedback }: { onFeedback: (f: Feedback) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const programmes = useQuery(CampaignFormProgrammesDocument);
  const [create, { loading }] = useCreateCampaign();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<NewValues>({
    initialValues: {
      id: "",
      title: "",
      description: "",
      active: true,
      translations: noTranslations(),
      exclusive: false,
      programmeId: "",
      eventId: "",
    },
    validate: (v) => validateNew(v, t),
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    onFeedback({ done: null, error: null });
    try {
      const result = await create({
        variables: {
          input: {
            id: v.id.trim(),
            title: v.title.trim(),
            description: v.description.trim(),
            translations: translationsInput(v.translations),
            active: v.active,
            exclusive: v.exclusive,
            programmeId: v.exclusive ? v.programmeId : null,
            eventId: v.eventId.trim() || null,
          },
        },
      });
      onFeedback({ done: t("jobPostings.campaigns.created", { title: result.data?.createCampaign.title ?? v.title.trim() }), error: null });
      form.reset();
    } catch (e) {
      setFormError(failure(e, t, form.setErrors));
    }
  });
  const f = (key: keyof typeof jobWords.jobPostings.campaigns.fields) => t(`jobPostings.campaigns.fields.${key}`);
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm" maw={640}>
          <Title order={2} size="h3" id={headingId}>
            {t("jobPostings.campaigns.addTitle")}
          </Title>
          {formError && (
            <Text size="sm" c="var(--tf-text-danger)" role="alert">
              {formError}
            </Text>
          )}
          <TextInput label={f("id")} description={f("idHint")} required maxLength={LIMITS.id[1]} {...form.getInputProps("id")} />
          <TextInput label={f("title")} required maxLength={LIMITS.title[1]} {...form.getInputProps("title")} />
          <Textarea
            label={f("description")}
            description={f("descriptionHint")}
            autosize
            minRows={2}
            maxLength={LIMITS.description[1]}
            {...form.getInputProps("description")}
          />
          <TranslationFields form={form} />
          <Switch label={f("active")} {...form.getInputProps("active", { type: "checkbox" })} />
          <Switch label={f("exclusive")} description={f("exclusiveHint")} {...form.getInputProps("exclusive", { type: "checkbox" })} />
          {form.values.exclusive && (
            <NativeSelect
              label={f("programme")}
              required
              data={[
                { value: "", label: f("chooseProgramme") },
                ...(programmes.data?.programmes ?? []).map((p) => ({ value: p.id, label: `${p.title} (${p.id})` })),
              ]}
              {...form.getInputProps("programmeId")}
            />
          )}
          <TextInput label={f("event")} description={f("eventHint")} {...form.getInputProps("eventId")} />
          <Group>
            <Button type="submit" loading={loading}>
              {t("jobPostings.campaigns.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

function Campaigns() {
  const { t } = useTranslation();
  const query = useQuery(AdminCampaignsDocument, { fetchPolicy: "cache-and-network" });
  const [feedback, setFeedback] = useState<Feedback>({ done: null, error: null });
  const [editing, setEditing] = useState<Campaign | null>(null);
  const list = query.data?.allCampaigns ?? [];
  const c = (key: keyof typeof jobWords.jobPostings.campaigns.columns) => t(`jobPostings.campaigns.columns.${key}`);
  return (
    <>
      <ActionFeedback done={feedback.done} error={feedback.error} />
      <QueryListBody
        query={query}
        isEmpty={list.length === 0}
        messages={{
          loading: t("jobPostings.campaigns.loading"),
          error: t("jobPostings.campaigns.error"),
          empty: t("jobPostings.campaigns.empty"),
        }}
      >
        <DataTable
          ariaLabel={t("jobPostings.campaigns.tableLabel")}
          minWidth={860}
          columns={[c("title"), c("id"), c("exclusive"), c("event"), c("active"), c("jobs"), c("actions")]}
        >
          {list.map((campaign) => (
            <Table.Tr key={campaign.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {campaign.title}
                </Text>
                {campaign.description && (
                  <Text size="xs" c="dimmed">
                    {campaign.description}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {campaign.id}
                </Text>
              </Table.Td>
              <Table.Td>
                {campaign.exclusive
                  ? t("jobPostings.campaigns.exclusiveTo", { programme: campaign.programmeId ?? "—" })
                  : t("jobPostings.campaigns.notExclusive")}
              </Table.Td>
              <Table.Td>{campaign.event?.id ?? "—"}</Table.Td>
              <Table.Td>
                <Badge
                  color={campaign.active ? "green" : "gray"}
                  variant="light"
                  c="var(--tf-text-strong)"
                  style={{ minWidth: "max-content" }}
                >
                  {t(campaign.active ? "jobPostings.campaigns.active" : "jobPostings.campaigns.inactive")}
                </Badge>
              </Table.Td>
              <Table.Td>{campaign.jobCount}</Table.Td>
              <Table.Td>
                <Button
                  size="xs"
                  variant="default"
                  aria-label={t("jobPostings.campaigns.editFor", { title: campaign.title })}
                  onClick={() => {
                    setFeedback({ done: null, error: null });
                    setEditing(campaign);
                  }}
                >
                  {t("jobPostings.edit")}
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </QueryListBody>
      <NewCampaignForm onFeedback={setFeedback} />
      <EditCampaignModal campaign={editing} onClose={() => setEditing(null)} onFeedback={setFeedback} />
    </>
  );
}

export default function AdminCampaignsPage() {
  const { t } = useTranslation();
  return (
    <AdminPage
      role="JOB_ADMIN"
      subNav={<JobsSubNav />}
      title={t("jobPostings.campaigns.title")}
      notAllowedTitle={t("jobPostings.campaigns.notAllowedTitle")}
      notAllowedBody={t("jobPostings.campaigns.notAllowedBody")}
    >
      <Text size="sm" c="dimmed">
        {t("jobPostings.campaigns.intro")}
      </Text>
      <Campaigns />
    </AdminPage>
  );
}
