/**
 * The company form (SPEC §3 employer profile): name, short name, location, industry and size (from
 * `companyFormOptions`), about and website. `CompanyFields` draws the fields inside a bigger form at `prefix` (the
 * sign-up request keeps them under `company.`, so the server's `company.title` errors land on them); `CompanyForm` is
 * the whole form for adding and editing an employer, with the server's per-field errors next to their fields. Limits
 * mirror CompanyInput; the server checks the rest (minimum lengths, the lists) and is the reference.
 */
import { useState } from "react";
import { Alert, Button, Group, NativeSelect, Stack, TextInput, Textarea } from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import type employerWords from "../i18n/en.json";
import { COMPANY_LIMITS } from "@server/jobs/modules/employers/rules/employers";
import { CompanyFormOptionsDocument, type CompanyForm_EmployerFragment, type CompanyInput } from "../../../__generated__/graphql";
import { SavedNote } from "../../../ui/SavedNote";
import { readServerError } from "../../../lib/graphqlErrors";
import { isHttpUrl } from "../../../lib/url";
import { useOptionLabel } from "../../../lib/optionLabels";

/** The form's values: every CompanyInput field, as the text in its field ("" for none). */
export type CompanyValues = Record<keyof CompanyInput, string>;

export const emptyCompany = (): CompanyValues => ({
  title: "",
  shortTitle: "",
  location: "",
  industry: "",
  size: "",
  profile: "",
  website: "",
});

export function companyValuesOf(e: CompanyForm_EmployerFragment): CompanyValues {
  return {
    title: e.title,
    shortTitle: e.shortTitle,
    location: e.location,
    industry: e.industry,
    size: e.size,
    profile: e.profile,
    website: e.website ?? "",
  };
}

/** The browser's checks (required fields, maximum lengths, the website's form), keyed `${prefix}title`… */
export function validateCompany(v: CompanyValues, t: TFunction, prefix = ""): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (key: keyof CompanyValues, max: number, required: boolean) => {
    const s = v[key].trim();
    if (required && !s) errors[`${prefix}${key}`] = t("validation.required");
    else if (s.length > max) errors[`${prefix}${key}`] = t("validation.maxLength", { max });
  };
  text("title", COMPANY_LIMITS.title[1], true);
  text("shortTitle", COMPANY_LIMITS.shortTitle[1], false);
  text("location", COMPANY_LIMITS.location[1], true);
  text("profile", COMPANY_LIMITS.profile[1], false);
  if (!v.industry) errors[`${prefix}industry`] = t("employer.form.chooseIndustry");
  if (!v.size) errors[`${prefix}size`] = t("employer.form.chooseSize");
  const website = v.website.trim();
  if (website && !isHttpUrl(website)) errors[`${prefix}website`] = t("validation.url");
  return errors;
}

/** The mutation input: strings trimmed; an empty short name lets the server use the full name. */
export function companyInputOf(v: CompanyValues): CompanyInput {
  return {
    title: v.title.trim(),
    shortTitle: v.shortTitle.trim() || null,
    location: v.location.trim(),
    industry: v.industry,
    size: v.size,
    profile: v.profile.trim(),
    website: v.website.trim(),
  };
}

/** A select's options: a "Choose…" entry, the list, and the current value when the list no longer holds it. */
/** The list's values with their labels (`label`), after a placeholder; a current value the list no longer holds stays. */
function selectData(list: readonly string[], current: string, placeholder: string, label: (value: string) => string = (v) => v) {
  const values = current && !list.includes(current) ? [current, ...list] : list;
  return [{ value: "", label: placeholder }, ...values.map((v) => ({ value: v, label: label(v) }))];
}

export function CompanyFields<V>({
  form,
  prefix = "",
  values,
}: {
  form: Pick<UseFormReturnType<V>, "getInputProps">;
  prefix?: string;
  values: CompanyValues;
}) {
  const { t } = useTranslation();
  const optionLabel = useOptionLabel();
  const options = useQuery(CompanyFormOptionsDocument);
  const industries = options.data?.companyFormOptions.industries ?? [];
  const sizes = options.data?.companyFormOptions.sizes ?? [];
  const field = (key: keyof CompanyValues) => form.getInputProps(`${prefix}${key}`);
  return (
    <Stack gap="md">
      <TextInput
        label={t("employer.form.title")}
        description={t("employer.form.titleHint")}
        required
        maxLength={COMPANY_LIMITS.title[1]}
        autoComplete="organization"
        {...field("title")}
      />
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t("employer.form.shortTitle")}
          description={t("employer.form.shortTitleHint")}
          maxLength={COMPANY_LIMITS.shortTitle[1]}
          miw={220}
          {...field("shortTitle")}
        />
        <TextInput
          label={t("employer.form.location")}
          description={t("employer.form.locationHint")}
          required
          maxLength={COMPANY_LIMITS.location[1]}
          miw={220}
          {...field("location")}
        />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <NativeSelect
          label={t("employer.form.industry")}
          required
          data={selectData(industries, values.industry, t("employer.form.choose"), (v) => optionLabel("industry", v))}
          miw={220}
          {...field("industry")}
        />
        <NativeSelect
          label={t("employer.form.size")}
          required
          data={selectData(sizes, values.size, t("employer.form.choose")).map((o) =>
            o.value ? { ...o, label: t("employer.form.sizeOption", { size: o.value }) } : o,
          )}
          miw={220}
          {...field("size")}
        />
      </Group>
      <Textarea
        label={t("employer.form.profile")}
        description={t("employer.form.profileHint")}
        autosize
        minRows={3}
        maxRows={12}
        maxLength={COMPANY_LIMITS.profile[1]}
        {...field("profile")}
      />
      <TextInput
        label={t("employer.form.website")}
        description={t("employer.form.websiteHint")}
        type="url"
        autoComplete="url"
        maxLength={COMPANY_LIMITS.website[1]}
        {...field("website")}
      />
    </Stack>
  );
}

type CompanyErrorCode = keyof typeof employerWords.employer.errors;
const COMPANY_ERROR_CODES: readonly CompanyErrorCode[] = [
  "BAD_USER_INPUT",
  "FORBIDDEN",
  "NOT_FOUND",
  "CONFLICT",
  "UNAUTHENTICATED",
  "NETWORK",
];
const isCompanyErrorCode = (code: string): code is CompanyErrorCode => (COMPANY_ERROR_CODES as readonly string[]).includes(code);

/** What the form's alert says for a failed save: the server's codes in words, else its message. */
export function companyErrorMessage(code: string, message: string, t: TFunction): string {
  if (isCompanyErrorCode(code)) return t(`employer.errors.${code}`);
  return message || t("errors.UNKNOWN");
}

/**
 * The whole company form (add or edit an employer). `onSubmit` saves the input and returns what the server stored
 * (shown, with a "Saved" note) or nothing (the caller moves on); a failure puts the server's field messages on the
 * fields and says what went wrong above them.
 */
export function CompanyForm({
  initial,
  submitLabel,
  labelledBy,
  onSubmit,
}: {
  initial: CompanyValues;
  submitLabel: string;
  labelledBy: string;
  onSubmit: (input: CompanyInput) => Promise<CompanyValues | void>;
}) {
  const { t } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [saving, setSaving] = useState(false);
  const form = useForm<CompanyValues>({
    initialValues: initial,
    validate: (v) => validateCompany(v, t),
    onValuesChange: () => setSaved(false),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    setSaving(true);
    try {
      const stored = await onSubmit(companyInputOf(values));
      if (stored) {
        form.setValues(stored);
        form.resetDirty(stored);
        setSaved(true);
      }
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(companyErrorMessage(code, message, t));
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <CompanyFields form={form} values={form.values} />
        <Group justify="space-between">
          <SavedNote show={saved} message={t("employer.form.saved")} />
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
