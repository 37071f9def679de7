/**
 * A talent admin assigns a learner's mentor and career coach from the staff available as each (with how many learners
 * each already serves), or leaves one unassigned. The server's per-field refusals land next to their fields.
 */
import { useState } from "react";
import { Button, Group, NativeSelect, Stack, Text } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminCareerStaffDocument, type CareerLearnerCard_ServicesFragment, type CareerStaffKind } from "../../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../../ui/ListStates";
import { useAssignCareerTeam } from "../../mutations/useAssignCareerTeam";
import { formFailure } from "../../../../lib/formErrors";
import { formWords } from "../../lib/forms";

const FIELD_OF: Record<CareerStaffKind, "mentorId" | "coachId"> = { MENTOR: "mentorId", COACH: "coachId" };

export function AssignTeamForm({
  services,
  onSaved,
  onClose,
}: {
  services: CareerLearnerCard_ServicesFragment;
  onSaved: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const words = formWords(t);
  const staff = useQuery(AdminCareerStaffDocument, { fetchPolicy: "cache-and-network" });
  const [assign, { loading }] = useAssignCareerTeam();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm({ initialValues: { mentorId: services.mentor?.id ?? "", coachId: services.coach?.id ?? "" } });

  if (!staff.data && staff.loading) return <ListLoading label={t("careers.admin.assign.loadingStaff")} />;
  if (!staff.data) return <ListError message={t("careers.admin.assign.staffError")} onRetry={() => void staff.refetch()} />;

  const optionsOf = (kind: CareerStaffKind) => {
    const current = kind === "MENTOR" ? services.mentor : services.coach;
    const available = staff.data!.careerStaff.filter((m) => m.kind === kind && m.person.id !== services.learner.id);
    return [
      { value: "", label: t("careers.admin.assign.none") },
      ...available.map((m) => ({
        value: m.person.id,
        label: t("careers.admin.assign.option", { name: m.person.displayName, count: m.learnerCount }),
      })),
      // Someone assigned before who is no longer available stays shown until changed.
      ...(current && !available.some((m) => m.person.id === current.id) ? [{ value: current.id, label: current.displayName }] : []),
    ];
  };

  const save = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      await assign({ variables: { learnerId: services.learner.id, mentorId: v.mentorId || null, coachId: v.coachId || null } });
      onSaved();
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors, (path) => (path === "mentorId" || path === "coachId" ? path : null)));
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
        {(["MENTOR", "COACH"] as const).map((kind) => (
          <NativeSelect
            key={kind}
            label={t(`careers.admin.assign.${kind}`)}
            description={t(`careers.admin.assign.${kind}Hint`)}
            data={optionsOf(kind)}
            {...form.getInputProps(FIELD_OF[kind])}
          />
        ))}
        <Group justify="flex-end" wrap="wrap">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("careers.form.discard")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("careers.admin.assign.submit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
