/**
 * The CV summary (the profile's bio) edited where the CV is scored: the completion task "summary" links to /cv.
 * Saves through updateProfileAbout, keeping the person's languages and skills as they are.
 */
import { useState } from "react";
import { Alert, Button, Group, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { BIO_MAX } from "@server/talent/modules/profiles/rules/profile-limits";
import type { CvPageQuery } from "../../../../__generated__/graphql";
import { useUpdateProfileAbout } from "../../mutations/useUpdateProfileAbout";
import { applyServerError } from "../../lib/serverErrors";
import { SavedNote } from "../../../../ui/SavedNote";

type About = NonNullable<CvPageQuery["viewer"]>["about"];

export function CvSummaryForm({ about }: { about: About }) {
  const { t } = useTranslation();
  const [save, { loading }] = useUpdateProfileAbout({ onCvPage: true });
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: { bio: about.bio ?? "" },
    validate: { bio: (v) => (v.length > BIO_MAX ? t("validation.maxLength", { max: BIO_MAX }) : null) },
    onValuesChange: () => setSaved(false),
  });
  const submit = form.onSubmit(async ({ bio }) => {
    setFormError(null);
    try {
      await save({
        variables: { input: { bio: bio.trim() || null, languages: about.languages, skillIds: about.skills.map((s) => s.id) } },
      });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerError(form, err, t));
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-labelledby="cv-summary-heading">
      <Stack gap="sm">
        {formError && (
          <Alert color="red" variant="light" role="alert" title={t("form.failed")}>
            {formError}
          </Alert>
        )}
        <Textarea
          label={t("cv.summaryLabel")}
          description={t("profile.hints.bio")}
          autosize
          minRows={3}
          maxRows={10}
          {...form.getInputProps("bio")}
        />
        <Group justify="space-between">
          <SavedNote show={saved} />
          <Button type="submit" loading={loading}>
            {t("cv.saveSummary")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
