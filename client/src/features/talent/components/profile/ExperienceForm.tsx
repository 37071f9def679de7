/** Work experience (`?form=experience`): the list with edit and remove, and an editor to add or replace one entry. */
import { useState } from "react";
import { Checkbox, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useTranslation } from "react-i18next";
import { useAddWorkExperience } from "../../mutations/useAddWorkExperience";
import { useRemoveWorkExperience } from "../../mutations/useRemoveWorkExperience";
import { useUpdateWorkExperience } from "../../mutations/useUpdateWorkExperience";
import { EntryBullets, EntryEditorFrame, EntryList, MonthRangeFields } from "./EntryList";
import { formatMonthRange } from "../../lib/months";
import { BulletsField } from "./BulletsField";
import { applyServerError } from "../../lib/serverErrors";
import { MONTH, type ProfileUser } from "./types";
import { BULLETS_MAX, TITLE_MAX } from "@server/talent/modules/profiles/rules/profile-limits";

type Experience = ProfileUser["workExperiences"][number];

function ExperienceEditor({ entry, onDone, onCancel }: { entry: Experience | null; onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const [add, addState] = useAddWorkExperience();
  const [update, updateState] = useUpdateWorkExperience();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({
    initialValues: {
      jobTitle: entry?.jobTitle ?? "",
      employerName: entry?.employerName ?? "",
      start: entry?.start ?? "",
      current: entry ? entry.end === null : false,
      end: entry?.end ?? "",
      descriptions: entry?.descriptions.length ? [...entry.descriptions] : [""],
    },
    validate: {
      jobTitle: (v) => (!v.trim() ? t("validation.required") : v.length > TITLE_MAX ? t("validation.maxLength", { max: TITLE_MAX }) : null),
      employerName: (v) =>
        !v.trim() ? t("validation.required") : v.length > TITLE_MAX ? t("validation.maxLength", { max: TITLE_MAX }) : null,
      start: (v) => (!v ? t("validation.required") : !MONTH.test(v) ? t("validation.month") : null),
      end: (v, values) =>
        values.current
          ? null
          : !v
            ? t("validation.endOrCurrent")
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
    // Keep the form's bullets in the order sent, so the server's `descriptions.N` errors land on the right one.
    form.setFieldValue("descriptions", descriptions.length ? descriptions : [""]);
    const input = {
      jobTitle: values.jobTitle.trim(),
      employerName: values.employerName.trim(),
      start: values.start,
      end: values.current ? null : values.end,
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

  const headingId = entry ? `edit-experience-${entry.id}` : "add-experience";
  return (
    <EntryEditorFrame
      headingId={headingId}
      heading={entry ? t("profile.editExperienceTitle", { title: entry.jobTitle }) : t("profile.addExperience")}
      error={formError}
      saveLabel={t("profile.saveExperience")}
      saving={addState.loading || updateState.loading}
      onSubmit={submit}
      onCancel={onCancel}
    >
      <TextInput label={t("profile.fields.jobTitle")} required {...form.getInputProps("jobTitle")} />
      <TextInput label={t("profile.fields.employerName")} required {...form.getInputProps("employerName")} />
      <MonthRangeFields startProps={form.getInputProps("start")} endProps={form.getInputProps("end")} current={form.values.current} />
      <Checkbox label={t("profile.fields.currentJob")} {...form.getInputProps("current", { type: "checkbox" })} />
      <BulletsField form={form} legend={t("profile.fields.bullets")} />
    </EntryEditorFrame>
  );
}

export function ExperienceForm({ viewer }: { viewer: ProfileUser }) {
  const { t, i18n } = useTranslation();
  const [remove, removeState] = useRemoveWorkExperience();
  return (
    <EntryList
      entries={viewer.workExperiences}
      labels={{ list: "profile.sections.experience", empty: "profile.noExperience", add: "profile.addExperience" }}
      describe={(w) => ({ heading: `${w.jobTitle} · ${w.employerName}`, title: w.jobTitle, org: w.employerName })}
      details={(w) => (
        <>
          <Text size="sm" c="dimmed">
            {formatMonthRange(w.start, w.end, i18n.language, t("profile.present"))}
          </Text>
          <EntryBullets lines={w.descriptions} />
        </>
      )}
      editor={(entry, done, cancel) => <ExperienceEditor entry={entry} onDone={done} onCancel={cancel} />}
      remove={(w) => remove({ variables: { id: w.id } })}
      removing={removeState.loading}
    />
  );
}
