/**
 * Adding a portfolio project, or rewriting one that is not approved and submitting it again: title, what it is and
 * what the learner did, where its code lives and where it runs (https), and 1 to 10 skills from the vocabulary.
 * Checked here against the server's limits first; the server's per-field refusals land next to their fields.
 */
import { useState } from "react";
import { Button, Group, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import type { PortfolioProjectCard_ProjectFragment, PortfolioProjectInput } from "../../../__generated__/graphql";
import { PROJECT_LIMITS } from "@server/talent/modules/careers/rules/limits";
import { useSubmitPortfolioProject } from "../mutations/useSubmitPortfolioProject";
import { useUpdatePortfolioProject } from "../mutations/useUpdatePortfolioProject";
import { characterCount, formFailure, lengthError } from "../../../lib/formErrors";
import { formWords, httpsError } from "../lib/forms";
import { ProjectSkillsSelect, type PickedSkill } from "./ProjectSkillsSelect";

interface ProjectValues {
  title: string;
  summary: string;
  repositoryUrl: string;
  liveUrl: string;
  skills: PickedSkill[];
}

const FIELDS = new Set(["title", "summary", "repositoryUrl", "liveUrl"]);

function inputOf(v: ProjectValues): PortfolioProjectInput {
  return {
    title: v.title.trim(),
    summary: v.summary.trim(),
    repositoryUrl: v.repositoryUrl.trim(),
    liveUrl: v.liveUrl.trim() || null,
    skillIds: v.skills.map((s) => s.id),
  };
}

export function ProjectForm({
  project,
  onSaved,
  onClose,
}: {
  /** The project to rewrite; absent for a new one. */
  project?: PortfolioProjectCard_ProjectFragment;
  onSaved: (project: PortfolioProjectCard_ProjectFragment) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = formWords(t);
  const [submit, submitting] = useSubmitPortfolioProject();
  const [update, updating] = useUpdatePortfolioProject();
  const loading = submitting.loading || updating.loading;
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProjectValues>({
    initialValues: {
      title: project?.title ?? "",
      summary: project?.summary ?? "",
      repositoryUrl: project?.repositoryUrl ?? "",
      liveUrl: project?.liveUrl ?? "",
      skills: project?.skills.map((s) => ({ id: s.id, title: s.title })) ?? [],
    },
    validate: {
      title: (v) => lengthError(v, PROJECT_LIMITS.title, t, words),
      summary: (v) => lengthError(v, PROJECT_LIMITS.summary, t, words),
      repositoryUrl: (v) => httpsError(v, PROJECT_LIMITS.url.max, t),
      liveUrl: (v) => httpsError(v, PROJECT_LIMITS.url.max, t, true),
      skills: (v) =>
        v.length < PROJECT_LIMITS.skills.min || v.length > PROJECT_LIMITS.skills.max
          ? t("careers.projects.form.skillsCount", PROJECT_LIMITS.skills)
          : null,
    },
  });

  const save = form.onSubmit(async (values) => {
    setFormError(null);
    try {
      const input = inputOf(values);
      const saved = project
        ? (await update({ variables: { id: project.id, input } })).data?.updatePortfolioProject
        : (await submit({ variables: { input } })).data?.submitPortfolioProject;
      if (saved) onSaved(saved);
      onClose();
    } catch (e) {
      setFormError(
        formFailure(e, words, form.setErrors, (path) => (path.startsWith("skillIds") ? "skills" : FIELDS.has(path) ? path : null)),
      );
    }
  });

  return (
    <form onSubmit={save} noValidate>
      <Stack gap="md">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <TextInput
          label={t("careers.projects.form.title")}
          required
          maxLength={PROJECT_LIMITS.title.max}
          {...form.getInputProps("title")}
        />
        <Textarea
          label={t("careers.projects.form.summary")}
          description={`${t("careers.projects.form.summaryHint")} ${characterCount(form.values.summary, PROJECT_LIMITS.summary.max, t)}`}
          required
          autosize
          minRows={3}
          maxLength={PROJECT_LIMITS.summary.max}
          {...form.getInputProps("summary")}
        />
        <TextInput
          type="url"
          label={t("careers.projects.form.repositoryUrl")}
          description={t("careers.projects.form.repositoryUrlHint")}
          placeholder="https://"
          required
          maxLength={PROJECT_LIMITS.url.max}
          {...form.getInputProps("repositoryUrl")}
        />
        <TextInput
          type="url"
          label={t("careers.projects.form.liveUrl")}
          description={t("careers.projects.form.liveUrlHint")}
          placeholder="https://"
          maxLength={PROJECT_LIMITS.url.max}
          {...form.getInputProps("liveUrl")}
        />
        <ProjectSkillsSelect
          label={t("careers.projects.form.skills")}
          description={t("careers.projects.form.skillsHint", PROJECT_LIMITS.skills)}
          value={form.values.skills}
          onChange={(skills) => form.setFieldValue("skills", skills)}
          error={form.errors.skills}
        />
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("careers.form.discard")}
          </Button>
          <Button type="submit" loading={loading}>
            {t(project ? "careers.projects.form.resubmit" : "careers.projects.form.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
