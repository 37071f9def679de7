/**
 * "New API key": a name, the scopes (at least one, each with what it opens) and the two per-minute limits, prefilled
 * with the rules' defaults and held to their ranges. The server's per-field messages land next to their fields; the
 * created key and its secret go to `onCreated` (the form empties for the next one).
 */
import { useState } from "react";
import { Button, Checkbox, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { API_KEY_LIMITS, API_KEY_SCOPES, type ApiKeyScope } from "@server/shared/partner-api";
import { characterCount, lengthError } from "../../../lib/formErrors";
import { ApiKeyError, createApiKey, type ApiKeyView } from "../lib/api";
import { failureMessage, formatWhole } from "../lib/words";

interface Values {
  name: string;
  scopes: ApiKeyScope[];
  requestsPerMinute: number | string;
  costPerMinute: number | string;
}

const FIELDS: readonly string[] = ["name", "scopes", "requestsPerMinute", "costPerMinute"];

const initialValues = (): Values => ({
  name: "",
  scopes: [],
  requestsPerMinute: API_KEY_LIMITS.requestsPerMinute.default,
  costPerMinute: API_KEY_LIMITS.costPerMinute.default,
});

export function NewApiKeyForm({ onCreated }: { onCreated: (key: ApiKeyView, secret: string) => void }) {
  const { t, i18n } = useTranslation();
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  // The range in the reader's digits ("1,000 to 5,000,000"), in the field's hint and its error alike.
  const range = (limits: { min: number; max: number }) =>
    t("validation.wholeNumber", { min: formatWhole(limits.min, i18n.language), max: formatWhole(limits.max, i18n.language) });
  const whole = (v: number | string, limits: { min: number; max: number }) =>
    typeof v === "number" && Number.isInteger(v) && v >= limits.min && v <= limits.max ? null : range(limits);
  const form = useForm<Values>({
    initialValues: initialValues(),
    validate: {
      name: (v) => lengthError(v, API_KEY_LIMITS.name, t, { length: (limits) => t("apiKeys.form.nameLength", limits) }),
      scopes: (v) => (v.length === 0 ? t("apiKeys.form.chooseScope") : null),
      requestsPerMinute: (v) => whole(v, API_KEY_LIMITS.requestsPerMinute),
      costPerMinute: (v) => whole(v, API_KEY_LIMITS.costPerMinute),
    },
  });

  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    setSaving(true);
    try {
      const { key, secret } = await createApiKey({
        name: v.name.trim(),
        scopes: API_KEY_SCOPES.filter((s) => v.scopes.includes(s)),
        requestsPerMinute: Number(v.requestsPerMinute),
        costPerMinute: Number(v.costPerMinute),
      });
      form.setValues(initialValues());
      form.resetDirty();
      onCreated(key, secret);
    } catch (err) {
      if (err instanceof ApiKeyError && (err.code === "BAD_USER_INPUT" || err.code === "CONFLICT")) {
        const placed = Object.fromEntries(Object.entries(err.fields).filter(([field]) => FIELDS.includes(field)));
        form.setErrors(placed);
        // Refused with nothing to place next to a field: the server's message is the only one that says why.
        setFormError(Object.keys(placed).length > 0 ? t("apiKeys.form.badInput") : err.message || t("apiKeys.form.badInput"));
      } else {
        setFormError(failureMessage(err, t("apiKeys.form.failed"), t));
      }
    } finally {
      setSaving(false);
    }
  });

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <TextInput
          label={t("apiKeys.form.name")}
          description={`${t("apiKeys.form.nameHint")} ${characterCount(form.values.name, API_KEY_LIMITS.name.max, t)}`}
          required
          maxLength={API_KEY_LIMITS.name.max}
          {...form.getInputProps("name")}
        />
        <Checkbox.Group
          label={t("apiKeys.form.scopes")}
          description={t("apiKeys.form.scopesHint")}
          required
          {...form.getInputProps("scopes")}
        >
          <Stack gap="xs" mt="xs">
            {API_KEY_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(`apiKeys.scopes.${scope}`)} description={t(`apiKeys.scopeHints.${scope}`)} />
            ))}
          </Stack>
        </Checkbox.Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NumberInput
            label={t("apiKeys.form.requestsPerMinute")}
            description={range(API_KEY_LIMITS.requestsPerMinute)}
            required
            min={API_KEY_LIMITS.requestsPerMinute.min}
            max={API_KEY_LIMITS.requestsPerMinute.max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            // Out-of-range numbers are shown as errors, not silently changed.
            clampBehavior="none"
            {...form.getInputProps("requestsPerMinute")}
          />
          <NumberInput
            label={t("apiKeys.form.costPerMinute")}
            description={`${t("apiKeys.form.costHint")} ${range(API_KEY_LIMITS.costPerMinute)}`}
            required
            min={API_KEY_LIMITS.costPerMinute.min}
            max={API_KEY_LIMITS.costPerMinute.max}
            allowDecimal={false}
            allowNegative={false}
            thousandSeparator=","
            clampBehavior="none"
            {...form.getInputProps("costPerMinute")}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={saving}>
            {t("apiKeys.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
