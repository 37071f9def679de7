/**
 * /courses/admin/courses/:id/edit (COURSE_ADMIN): one form for every CourseContentInput field, with add/remove rows for
 * outcomes, projects and modules (each with its outcomes). Limits mirror the schema's descriptions; the server is the
 * reference: its per-field errors (`modules.2.title`) land on the matching field because the form's paths are the
 * input's paths. The overview paragraph is simple HTML that the server sanitizes.
 */
import { useState } from "react";
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Checkbox,
  Fieldset,
  Group,
  Paper,
  Select,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from "@mantine/core";
import { useForm, type UseFormReturnType } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import type catalogueWords from "../i18n/en.json";
import type { TFunction } from "i18next";
import {
  AdminCourseEditDocument,
  ViewerDocument,
  type CourseContentForm_CourseFragment,
  type CourseLevel,
} from "../../../__generated__/graphql";
import { CoursesSubNav } from "../components/CoursesSubNav";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { NotAllowed } from "../../../ui/NotAllowed";
import { PageTitle } from "../../../ui/PageTitle";
import { readServerError } from "../../../lib/graphqlErrors";
import { COURSE_CONTENT_LIMITS, COURSE_DELIVERIES, COURSE_MEDIA } from "@server/courses/modules/catalogue/rules/course-content-limits";
import { useOptionData } from "../../../lib/optionLabels";
import { useUpdateCourseContent } from "../mutations/useUpdateCourseContent";

const LEVELS: CourseLevel[] = ["Beginner", "Intermediate", "Advanced"];
const NO_LEVEL = "none";
const LIMITS = COURSE_CONTENT_LIMITS;
const LIST_PATH = "/courses/admin/courses";

interface ContentValues {
  title: string;
  description: string;
  level: string;
  timeline: string;
  delivery: string;
  medium: string;
  hasOverview: boolean;
  overview: { title: string; paragraph: string };
  outcomes: string[];
  modules: { title: string; outcomes: string[] }[];
  projects: string[];
}

function valuesOf(c: CourseContentForm_CourseFragment): ContentValues {
  return {
    title: c.title,
    description: c.description,
    level: c.level ?? NO_LEVEL,
    timeline: c.timeline,
    delivery: c.delivery,
    medium: c.medium,
    hasOverview: c.overview != null,
    overview: { title: c.overview?.title ?? "", paragraph: c.overview?.paragraph ?? "" },
    outcomes: [...c.outcomes],
    modules: c.modules.map((m) => ({ title: m.title, outcomes: [...m.outcomes] })),
    projects: [...c.projects],
  };
}

/** Client-side checks with the server's limits, keyed by the same paths the server uses. */
function validateContent(v: ContentValues, t: TFunction): Record<string, string> {
  const errors: Record<string, string> = {};
  const text = (path: string, value: string, max: number, required: boolean) => {
    const s = value.trim();
    if (required && !s) errors[path] = t("validation.required");
    else if (s.length > max) errors[path] = t("validation.maxLength", { max });
  };
  const list = (path: string, items: string[]) => {
    if (items.length > LIMITS.items) errors[path] = t("validation.maxItems", { max: LIMITS.items });
    items.forEach((item, i) => text(`${path}.${i}`, item, LIMITS.item, true));
  };
  text("title", v.title, LIMITS.title, true);
  text("description", v.description, LIMITS.description, false);
  text("timeline", v.timeline, LIMITS.timeline, false);
  // A value from before the lists were fixed is not offered: the admin picks one of the list.
  if (!(COURSE_DELIVERIES as readonly string[]).includes(v.delivery)) errors.delivery = t("validation.required");
  if (!(COURSE_MEDIA as readonly string[]).includes(v.medium)) errors.medium = t("validation.required");
  if (v.hasOverview) {
    text("overview.title", v.overview.title, LIMITS.title, true);
    if (v.overview.paragraph.length > LIMITS.paragraph) errors["overview.paragraph"] = t("validation.maxLength", { max: LIMITS.paragraph });
  }
  list("outcomes", v.outcomes);
  list("projects", v.projects);
  if (v.modules.length > LIMITS.modules) errors.modules = t("validation.maxItems", { max: LIMITS.modules });
  v.modules.forEach((m, i) => {
    text(`modules.${i}.title`, m.title, LIMITS.title, true);
    list(`modules.${i}.outcomes`, m.outcomes);
  });
  return errors;
}

/** The mutation input: every field replaced, strings trimmed. */
function inputOf(v: ContentValues) {
  return {
    title: v.title.trim(),
    description: v.description.trim(),
    level: v.level === NO_LEVEL ? null : (v.level as CourseLevel),
    timeline: v.timeline.trim(),
    delivery: v.delivery,
    medium: v.medium,
    overview: v.hasOverview ? { title: v.overview.title.trim(), paragraph: v.overview.paragraph.trim() } : null,
    outcomes: v.outcomes.map((s) => s.trim()),
    modules: v.modules.map((m) => ({ title: m.title.trim(), outcomes: m.outcomes.map((s) => s.trim()) })),
    projects: v.projects.map((s) => s.trim()),
  };
}

/** An editable list of short texts at `path` (outcomes, projects, a module's outcomes), with add and remove. */
function TextListField({
  form,
  path,
  items,
  legend,
  itemLabel,
  addLabel,
  removeLabel,
}: {
  form: UseFormReturnType<ContentValues>;
  path: string;
  items: string[];
  legend: string;
  itemLabel: (n: number) => string;
  addLabel: string;
  removeLabel: (n: number) => string;
}) {
  const { t } = useTranslation();
  const listError = form.errors[path];
  return (
    <Fieldset legend={legend} variant="unstyled">
      <Stack gap="xs">
        {typeof listError === "string" && (
          <Text size="sm" c="var(--tf-text-danger)">
            {listError}
          </Text>
        )}
        {items.length === 0 && (
          <Text size="sm" c="dimmed">
            {t("courseAdmin.form.none")}
          </Text>
        )}
        {items.map((_, i) => (
          <Group key={i} gap="xs" align="flex-start" wrap="nowrap">
            <TextInput label={itemLabel(i + 1)} style={{ flex: 1 }} {...form.getInputProps(`${path}.${i}`)} />
            <ActionIcon
              variant="subtle"
              color="var(--tf-text-danger)"
              mt={26}
              size="lg"
              aria-label={removeLabel(i + 1)}
              onClick={() => form.removeListItem(path, i)}
            >
              <span aria-hidden="true">✕</span>
            </ActionIcon>
          </Group>
        ))}
        {items.length < LIMITS.items && (
          <Group>
            <Button variant="default" size="xs" onClick={() => form.insertListItem(path, "")}>
              {addLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}

function ContentForm({ course }: { course: CourseContentForm_CourseFragment }) {
  const { t } = useTranslation();
  const [update, updateState] = useUpdateCourseContent();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const form = useForm<ContentValues>({ initialValues: valuesOf(course), validate: (v) => validateContent(v, t) });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const result = await update({ variables: { id: course.id, input: inputOf(values) } });
      // Show what the server stored (trimmed, overview sanitized).
      if (result.data) form.setValues(valuesOf(result.data.updateCourseContent));
      form.resetDirty();
      setSaved(true);
    } catch (e) {
      const { code, fields } = readServerError(e);
      form.setErrors(fields);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("courseAdmin.form.badInput")
          : code === "NOT_FOUND"
            ? t("courseAdmin.form.notFound")
            : t("courseAdmin.form.saveError"),
      );
    }
  });

  const f = (key: keyof typeof catalogueWords.courseAdmin.form) => t(`courseAdmin.form.${key}`);
  const optionData = useOptionData();
  return (
    <form onSubmit={submit} noValidate aria-labelledby="course-edit-heading">
      <Stack gap="md">
        {saved && (
          <Alert color="green" role="status" variant="light">
            {t("courseAdmin.form.saved", { title: form.values.title })}
          </Alert>
        )}
        {formError && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        {course.hidden ? (
          <Text size="sm" c="dimmed">
            {t("courseAdmin.form.hiddenHint")}
          </Text>
        ) : (
          <Text size="sm" c="dimmed">
            {t("courseAdmin.form.shownHint")}
          </Text>
        )}
        <TextInput label={f("title")} required maxLength={LIMITS.title} {...form.getInputProps("title")} />
        <Textarea
          label={f("description")}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={LIMITS.description}
          {...form.getInputProps("description")}
        />
        <Group grow align="flex-start">
          <Select
            label={f("level")}
            data={[{ value: NO_LEVEL, label: f("noLevel") }, ...LEVELS.map((l) => ({ value: l, label: t(`courses.level.${l}`) }))]}
            allowDeselect={false}
            {...form.getInputProps("level")}
          />
          <TextInput label={f("timeline")} maxLength={LIMITS.timeline} {...form.getInputProps("timeline")} />
        </Group>
        <Group grow align="flex-start">
          <Select
            label={f("delivery")}
            required
            data={optionData("courseDelivery", COURSE_DELIVERIES)}
            allowDeselect={false}
            {...form.getInputProps("delivery")}
          />
          <Select
            label={f("medium")}
            required
            data={optionData("courseMedium", COURSE_MEDIA)}
            allowDeselect={false}
            {...form.getInputProps("medium")}
          />
        </Group>

        <Fieldset legend={f("overview")} variant="unstyled">
          <Stack gap="xs">
            <Checkbox label={f("hasOverview")} {...form.getInputProps("hasOverview", { type: "checkbox" })} />
            {form.values.hasOverview && (
              <>
                <TextInput label={f("overviewTitle")} required maxLength={LIMITS.title} {...form.getInputProps("overview.title")} />
                <Textarea
                  label={f("overviewParagraph")}
                  description={f("overviewParagraphHint")}
                  autosize
                  minRows={3}
                  maxRows={12}
                  {...form.getInputProps("overview.paragraph")}
                />
              </>
            )}
          </Stack>
        </Fieldset>

        <TextListField
          form={form}
          path="outcomes"
          items={form.values.outcomes}
          legend={f("outcomes")}
          itemLabel={(n) => t("courseAdmin.form.outcome", { n })}
          addLabel={f("addOutcome")}
          removeLabel={(n) => t("courseAdmin.form.removeOutcome", { n })}
        />

        <Fieldset legend={f("modules")} variant="unstyled">
          <Stack gap="sm">
            {typeof form.errors.modules === "string" && (
              <Text size="sm" c="var(--tf-text-danger)">
                {form.errors.modules}
              </Text>
            )}
            {form.values.modules.length === 0 && (
              <Text size="sm" c="dimmed">
                {f("none")}
              </Text>
            )}
            {form.values.modules.map((m, i) => (
              <Paper key={i} withBorder p="sm" radius="sm" component="section" aria-label={t("courseAdmin.form.moduleN", { n: i + 1 })}>
                <Stack gap="xs">
                  <Group gap="xs" align="flex-start" wrap="nowrap">
                    <TextInput
                      label={t("courseAdmin.form.moduleTitle", { n: i + 1 })}
                      required
                      style={{ flex: 1 }}
                      maxLength={LIMITS.title}
                      {...form.getInputProps(`modules.${i}.title`)}
                    />
                    <Button
                      variant="subtle"
                      color="var(--tf-text-danger)"
                      mt={24}
                      size="sm"
                      onClick={() => form.removeListItem("modules", i)}
                    >
                      {t("courseAdmin.form.removeModule", { n: i + 1 })}
                    </Button>
                  </Group>
                  <TextListField
                    form={form}
                    path={`modules.${i}.outcomes`}
                    items={m.outcomes}
                    legend={t("courseAdmin.form.moduleOutcomes", { n: i + 1 })}
                    itemLabel={(n) => t("courseAdmin.form.moduleOutcome", { module: i + 1, n })}
                    addLabel={t("courseAdmin.form.addModuleOutcome", { n: i + 1 })}
                    removeLabel={(n) => t("courseAdmin.form.removeModuleOutcome", { module: i + 1, n })}
                  />
                </Stack>
              </Paper>
            ))}
            {form.values.modules.length < LIMITS.modules && (
              <Group>
                <Button variant="default" size="xs" onClick={() => form.insertListItem("modules", { title: "", outcomes: [] })}>
                  {f("addModule")}
                </Button>
              </Group>
            )}
          </Stack>
        </Fieldset>

        <TextListField
          form={form}
          path="projects"
          items={form.values.projects}
          legend={f("projects")}
          itemLabel={(n) => t("courseAdmin.form.project", { n })}
          addLabel={f("addProject")}
          removeLabel={(n) => t("courseAdmin.form.removeProject", { n })}
        />

        <Group>
          <Button type="submit" loading={updateState.loading}>
            {f("save")}
          </Button>
          <Button component={Link} to={LIST_PATH} variant="default">
            {f("cancel")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function EditCourse({ id }: { id: string }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(AdminCourseEditDocument, { variables: { id }, fetchPolicy: "network-only" });
  if (loading && !data) return <ListLoading label={t("courseAdmin.form.loading")} />;
  if (error && !data) return <ListError message={t("courseAdmin.form.loadError")} onRetry={() => void refetch()} />;
  const course = data?.course;
  if (!course)
    return (
      <Alert color="yellow" variant="light" role="alert" title={t("courseAdmin.form.notFoundTitle")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("courseAdmin.form.notFound")}</Text>
          <Anchor component={Link} to={LIST_PATH}>
            {t("courseAdmin.backToList")}
          </Anchor>
        </Stack>
      </Alert>
    );
  return (
    <Paper withBorder radius="md" p="lg">
      <Title order={2} size="h3" id="course-edit-heading" mb="md">
        {course.title}
      </Title>
      <ContentForm key={course.id} course={course} />
    </Paper>
  );
}

export default function AdminCourseEditPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data } = useQuery(ViewerDocument);
  const allowed = data?.viewer?.roles.includes("COURSE_ADMIN") ?? false;
  return (
    <Stack gap="lg" maw={900} mx="auto">
      <PageTitle title={t("courseAdmin.editTitle")} />
      <CoursesSubNav />
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t("courseAdmin.editTitle")}</Title>
        <Anchor component={Link} to={LIST_PATH}>
          {t("courseAdmin.backToList")}
        </Anchor>
      </Group>
      {allowed ? <EditCourse id={id} /> : <NotAllowed title={t("courseAdmin.notAllowedTitle")} body={t("courseAdmin.notAllowedBody")} />}
    </Stack>
  );
}
