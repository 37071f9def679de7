/** About: bio (the CV summary), languages and skills (searching the tools vocabulary). */
import { useMemo, useState } from "react";
import { Alert, Button, Group, MultiSelect, Stack, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { BIO_MAX, SKILLS_MAX } from "@server/talent/modules/profiles/rules/profile-limits";
import { SkillOptionsDocument } from "../../../../__generated__/graphql";
import { useUpdateProfileAbout } from "../../mutations/useUpdateProfileAbout";
import { SavedNote } from "../../../../ui/SavedNote";
import { useOptionData } from "../../../../lib/optionLabels";
import { applyServerError, collapseListPath } from "../../lib/serverErrors";
import type { ProfileOptions, ProfileUser } from "./types";

export function AboutForm({ viewer, options }: { viewer: ProfileUser; options: ProfileOptions }) {
  const { t } = useTranslation();
  const optionData = useOptionData();
  const [save, { loading }] = useUpdateProfileAbout();
  const [saved, setSaved] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [skillSearch, setSkillSearch] = useState("");
  const [debounced] = useDebouncedValue(skillSearch.trim(), 250);
  const { data: skillData } = useQuery(SkillOptionsDocument, { variables: { search: debounced || null } });
  const [known, setKnown] = useState(() => new Map(viewer.about.skills.map((s) => [s.id, s.title])));

  const form = useForm({
    initialValues: {
      bio: viewer.about.bio ?? "",
      languages: viewer.about.languages,
      skillIds: viewer.about.skills.map((s) => s.id),
    },
    validate: {
      bio: (v) => (v.length > BIO_MAX ? t("validation.maxLength", { max: BIO_MAX }) : null),
      skillIds: (v) => (v.length > SKILLS_MAX ? t("validation.maxItems", { max: SKILLS_MAX }) : null),
    },
    onValuesChange: () => setSaved(false),
  });

  const skillOptions = useMemo(() => {
    const map = new Map(known);
    for (const s of skillData?.tools.items ?? []) map.set(s.id, s.title);
    return [...map].map(([value, label]) => ({ value, label }));
  }, [known, skillData]);

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      await save({ variables: { input: { bio: values.bio.trim() || null, languages: values.languages, skillIds: values.skillIds } } });
      setSaved(true);
    } catch (err) {
      setFormError(applyServerError(form, err, t, collapseListPath("languages", "skillIds")));
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
        <Textarea
          label={t("profile.fields.bio")}
          description={t("profile.hints.bio")}
          autosize
          minRows={4}
          maxRows={12}
          {...form.getInputProps("bio")}
        />
        <MultiSelect
          label={t("profile.fields.languages")}
          data={optionData("language", options.languages)}
          searchable
          clearable
          nothingFoundMessage={t("form.nothingFound")}
          {...form.getInputProps("languages")}
        />
        <MultiSelect
          label={t("profile.fields.skills")}
          description={t("profile.hints.skills")}
          data={skillOptions}
          searchable
          clearable
          searchValue={skillSearch}
          onSearchChange={setSkillSearch}
          nothingFoundMessage={t("form.nothingFound")}
          {...form.getInputProps("skillIds")}
          onChange={(ids) => {
            setKnown((prev) => {
              const next = new Map(prev);
              for (const id of ids) {
                const label = skillOptions.find((o) => o.value === id)?.label;
                if (label) next.set(id, label);
              }
              return next;
            });
            form.setFieldValue("skillIds", ids);
          }}
        />
        <Group justify="space-between">
          <SavedNote show={saved} />
          <Button type="submit" loading={loading}>
            {t("profile.saveAbout")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
