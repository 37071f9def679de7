/** Contact (`?form=contact`): location and links. The server checks the URLs; its messages appear per field. */
import { useState } from "react";
import { Alert, Button, Group, Stack, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { LOCATION_MAX } from "@server/talent/modules/profiles/rules/profile-limits";
import { useUpdateProfileContact } from "../../mutations/useUpdateProfileContact";
import { SavedNote } from "../../../../ui/SavedNote";
import { applyServerError } from "../../lib/serverErrors";
import { isHttpUrl } from "../../../../lib/url";
import type { ProfileUser } from "./types";

const LINKS = ["linkedin", "github", "portfolio", "website"] as const;
const PLACEHOLDERS: Record<(typeof LINKS)[number], string> = {
  linkedin: "https://www.linkedin.com/in/…",
  github: "https://github.com/…",
  portfolio: "https://…",
  website: "https://…",
};

export function ContactForm({ viewer }: { viewer: ProfileUser }) {
  const { t } = useTranslation();
  const [save, { loading }] = useUpdateProfileContact();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const links = viewer.about.links;
  const url = (v: string) => (v.trim() && !isHttpUrl(v.trim()) ? t("validation.url") : null);

  const form = useForm({
    initialValues: {
      location: viewer.about.location ?? "",
      linkedin: links?.linkedin ?? "",
      github: links?.github ?? "",
      portfolio: links?.portfolio ?? "",
      website: links?.website ?? "",
    },
    validate: {
      location: (v) => (v.length > LOCATION_MAX ? t("validation.maxLength", { max: LOCATION_MAX }) : null),
      linkedin: url,
      github: url,
      portfolio: url,
      website: url,
    },
    onValuesChange: () => setSaved(false),
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const v = (s: string) => s.trim() || null;
    try {
      await save({
        variables: {
          input: {
            location: v(values.location),
            linkedin: v(values.linkedin),
            github: v(values.github),
            portfolio: v(values.portfolio),
            website: v(values.website),
          },
        },
      });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerError(form, err, t));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-labelledby="profile-form-heading">
      <Stack gap="md">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <TextInput
          label={t("profile.fields.location")}
          description={t("profile.hints.location")}
          autoComplete="address-level2"
          {...form.getInputProps("location")}
        />
        {LINKS.map((k) => (
          <TextInput
            key={k}
            type="url"
            label={t(`profile.fields.${k}`)}
            placeholder={PLACEHOLDERS[k]}
            autoComplete="url"
            {...form.getInputProps(k)}
          />
        ))}
        <Group justify="space-between">
          <SavedNote show={saved} />
          <Button type="submit" loading={loading}>
            {t("profile.saveContact")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
