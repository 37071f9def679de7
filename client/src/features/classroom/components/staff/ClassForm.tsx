/**
 * The class form (COURSE_ADMIN): course, title, slug, programme (optional), first and last day and whether learners
 * may join themselves. Used to create a class and to edit one. Light client checks (required, lengths, slug shape);
 * the server is the judge: its per-field errors (BAD_USER_INPUT `fields`) land next to the fields, and a taken slug
 * (CONFLICT) on the slug.
 */
import { useState } from "react";
import { Button, Group, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type classroomWords from "../../i18n/en.json";
import { CLASSROOM_TEXT_MAX } from "@server/courses/modules/classroom/rules/classroom";
import { ClassFormOptionsDocument, type ClassForm_ClassFragment, type ClassInput } from "../../../../__generated__/graphql";
import { readServerError } from "../../../../lib/graphqlErrors";
import { ActionFeedback } from "../../../../ui/ActionFeedback";

export interface ClassValues {
  courseId: string | null;
  title: string;
  slug: string;
  programmeId: string | null;
  startsOn: string;
  endsOn: string;
  joinOpen: boolean;
}

export const EMPTY_CLASS: ClassValues = {
  courseId: null,
  title: "",
  slug: "",
  programmeId: null,
  startsOn: "",
  endsOn: "",
  joinOpen: false,
};

export function classValuesOf(c: ClassForm_ClassFragment): ClassValues {
  return {
    courseId: c.course.id,
    title: c.title,
    slug: c.slug,
    programmeId: c.programme?.id ?? null,
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    joinOpen: c.joinOpen,
  };
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function ClassForm({
  initial,
  submitLabel,
  onSubmit,
  resetAfterSave,
}: {
  initial: ClassValues;
  submitLabel: string;
  /** Saves the input; returns the success note. Throws the server's error. */
  onSubmit: (input: ClassInput) => Promise<string>;
  resetAfterSave?: boolean;
}) {
  const { t } = useTranslation();
  const options = useQuery(ClassFormOptionsDocument);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ClassValues>({
    initialValues: initial,
    validate: {
      courseId: (v) => (v ? null : t("validation.required")),
      title: (v) =>
        !v.trim()
          ? t("validation.required")
          : v.trim().length > CLASSROOM_TEXT_MAX.classTitle
            ? t("validation.maxLength", { max: CLASSROOM_TEXT_MAX.classTitle })
            : null,
      slug: (v) =>
        !v.trim() ? t("validation.required") : v.trim().length > 60 || !SLUG.test(v.trim()) ? t("classroomStaff.classForm.slugHint") : null,
      startsOn: (v) => (v ? null : t("validation.required")),
      endsOn: (v, values) =>
        !v ? t("validation.required") : values.startsOn && v < values.startsOn ? t("classroomStaff.classForm.endsBeforeStart") : null,
    },
  });

  const submit = form.onSubmit(async (v) => {
    setSaving(true);
    setDone(null);
    setFormError(null);
    try {
      const note = await onSubmit({
        courseId: v.courseId!,
        title: v.title.trim(),
        slug: v.slug.trim(),
        programmeId: v.programmeId || null,
        startsOn: v.startsOn,
        endsOn: v.endsOn,
        joinOpen: v.joinOpen,
      });
      if (resetAfterSave) form.setValues(EMPTY_CLASS);
      form.resetDirty();
      setDone(note);
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      form.setErrors(fields);
      if (code === "CONFLICT" && !fields.slug && /slug/i.test(message)) form.setFieldError("slug", message);
      setFormError(
        code === "BAD_USER_INPUT"
          ? t("classroomStaff.classForm.badInput")
          : code === "CONFLICT"
            ? message || t("classroomStaff.classForm.conflict")
            : code === "FORBIDDEN"
              ? t("classroomStaff.classForm.forbidden")
              : t("classroomStaff.classForm.saveError"),
      );
    }
    setSaving(false);
  });

  const courses = options.data?.allCourses.map((c) => ({ value: c.id, label: c.title })) ?? [];
  const programmes = options.data?.programmes.map((p) => ({ value: p.id, label: p.title })) ?? [];
  const f = (key: keyof typeof classroomWords.classroomStaff.classForm) => t(`classroomStaff.classForm.${key}`);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <ActionFeedback done={done} error={formError} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={f("course")}
            description={f("courseHint")}
            data={courses}
            searchable
            required
            allowDeselect={false}
            {...form.getInputProps("courseId")}
          />
          <Select
            label={f("programme")}
            description={f("programmeHint")}
            data={programmes}
            clearable
            {...form.getInputProps("programmeId")}
          />
          <TextInput
            label={f("title")}
            description={f("titleHint")}
            required
            maxLength={CLASSROOM_TEXT_MAX.classTitle}
            {...form.getInputProps("title")}
          />
          <TextInput
            label={f("slug")}
            description={f("slugHint")}
            required
            maxLength={CLASSROOM_TEXT_MAX.classSlug}
            {...form.getInputProps("slug")}
          />
          <TextInput type="date" label={f("startsOn")} required {...form.getInputProps("startsOn")} />
          <TextInput type="date" label={f("endsOn")} required {...form.getInputProps("endsOn")} />
        </SimpleGrid>
        <Switch label={f("joinOpen")} description={f("joinOpenHint")} {...form.getInputProps("joinOpen", { type: "checkbox" })} />
        <Group>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
