/** Education (`?form=education`): the list with edit and remove, and an editor to add or replace one entry. */
import { useState } from "react";
import { Checkbox, Select, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useAddEducation } from "../../mutations/useAddEducation";
import { useRemoveEducation } from "../../mutations/useRemoveEducation";
import { useUpdateEducation } from "../../mutations/useUpdateEducation";
import { EntryBullets, EntryEditorFrame, EntryList, MonthRangeFields } from "./EntryList";
import { formatMonthRange } from "../../lib/months";
import { BulletsField } from "./BulletsField";
import { applyServerError } from "../../lib/serverErrors";
import { useOptionData, useOptionLabel } from "../../../../lib/optionLabels";
import { MONTH, type ProfileOptions, type ProfileUser } from "./types";
import { BULLETS_MAX, GRADE_MAX, TITLE_MAX, UNIVERSITY_MAX } from "@server/talent/modules/profiles/rules/profile-limits";

type Education = ProfileUser["educations"][number];

function EducationEditor({
  entry,
  levels,
  onDone,
  onCancel,
}: {
  entry: Education | null;
  levels: string[];
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const optionData = useOptionData();
  const [add, addState] = useAddEducation();
  const [update, updateState] = useUpdateEducation();
  const [formError, setFormError] = useState<string | null>(null);
  const required = (max: number) => (v: string) =>
    !v.trim() ? t("validation.required") : v.length > max ? t("validation.maxLength", { max }) : null;
  const form = useForm({
    initialValues: {
      university: entry?.university ?? "",
      level: entry?.level ?? "",
      field: entry?.field ?? "",
      start: entry?.start ?? "",
      current: entry ? entry.end === null : false,
      end: entry?.end ?? "",
      grade: entry?.grade ?? "",
      descriptions: entry?.descriptions.length ? [...entry.descriptions] : [""],
    },
    validate: {
      university: required(UNIVERSITY_MAX),
      field: required(TITLE_MAX),
      level: (v) => (!v ? t("validation.required") : null),
      grade: (v) => (v.length > GRADE_MAX ? t("validation.maxLength", { max: GRADE_MAX }) : null),
      start: (v) => (!v ? t("validation.required") : !MONTH.test(v) ? t("validation.month") : null),
      end: (v, values) =>
        values.current
          ? null
          : !v
            ? t("validation.endOrStudying")
            : !MONTH.test(v)
              ? t("validation.month")
              : MONTH.test(values.start) && v < values.start
                ? t("validation.endBeforeStart")
                : null,
    },
  });

  const submit = form.onSubmit(async (values) => {
    setFormError(null);
    const descriptions = values.descriptions
      .map((d) => d.trim())
      .filter(Boolean)
      .slice(0, BULLETS_MAX);
    form.setFieldValue("descriptions", descriptions.length ? descriptions : [""]);
    const input = {
      university: values.university.trim(),
      level: values.level,
      field: values.field.trim(),
      start: values.start,
      end: values.current ? null : values.end,
      grade: values.grade.trim() || null,
      descriptions,
    };
    try {
      if (entry) await update({ variables: { id: entry.id, input } });
      else await add({ variables: { input } });
      onDone();
    } catch (err) {
      setFormError(applyServerError(form, err, t));
    }
  });

  const headingId = entry ? `edit-education-${entry.id}` : "add-education";
  return (
    <EntryEditorFrame
      headingId={headingId}
      heading={entry ? t("profile.editEducationTitle", { title: entry.university }) : t("profile.addEducation")}
      error={formError}
      saveLabel={t("profile.saveEducation")}
      saving={addState.loading || updateState.loading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput label={t("profile.fields.university")} required {...form.getInputProps("university")} />
      <Select
        label={t("profile.fields.level")}
        data={optionData("education", levels)}
        required
        allowDeselect={false}
        {...form.getInputProps("level")}
      />
      <TextInput label={t("profile.fields.field")} required {...form.getInputProps("field")} />
      <MonthRangeFields startProps={form.getInputProps("start")} endProps={form.getInputProps("end")} current={form.values.current} />
      <Checkbox label={t("profile.fields.currentStudy")} {...form.getInputProps("current", { type: "checkbox" })} />
      <TextInput label={t("profile.fields.grade")} description={t("profile.hints.grade")} {...form.getInputProps("grade")} />
      <BulletsField form={form} legend={t("profile.fields.educationLines")} />
    </EntryEditorFrame>
  );
}

export function EducationForm({ viewer, options }: { viewer: ProfileUser; options: ProfileOptions }) {
  const { t, i18n } = useTranslation();
  const label = useOptionLabel();
  const [remove, removeState] = useRemoveEducation();
  return (
    <EntryList
      entries={viewer.educations}
      labels={{ list: "profile.sections.education", empty: "profile.noEducation", add: "profile.addEducation" }}
      describe={(e) => ({ heading: `${label("education", e.level)}, ${e.field} · ${e.university}`, title: e.field, org: e.university })}
      details={(e) => (
        <>
          <Text size="sm" c="dimmed">
            {formatMonthRange(e.start, e.end, i18n.language, t("profile.present"))}
            {e.grade ? ` · ${e.grade}` : ""}
          </Text>
          <EntryBullets lines={e.descriptions} />
        </>
      )}
      editor={(entry, done, cancel) => <EducationEditor entry={entry} levels={options.educationLevels} onDone={done} onCancel={cancel} />}
      remove={(e) => remove({ variables: { id: e.id } })}
      removing={removeState.loading}
    />
  );
}
