/**
 * On /careers/admin, for any host: switches "Available as mentor" / "Available as coach", only the kinds their role
 * may serve as (STAFF_ROLES). Where they stand comes from the staff list (an instructor's holds only their own entries);
 * the answer to a switch is the viewer's own entries, which then decide.
 */
import { useId, useState } from "react";
import { Paper, Stack, Switch, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminCareerStaffDocument, type CareerStaffKind, type Role } from "../../../../__generated__/graphql";
import { InlineActionError } from "../../../../ui/ActionFeedback";
import { readServerError } from "../../../../lib/graphqlErrors";
import { staffKindsOf } from "../../lib/staff";
import { useSetCareerStaffAvailability } from "../../mutations/useSetCareerStaffAvailability";

export function StaffAvailability({ viewerId, roles }: { viewerId: string; roles: readonly Role[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const kinds = staffKindsOf(roles);
  const staff = useQuery(AdminCareerStaffDocument);
  const [set] = useSetCareerStaffAvailability();
  const [answered, setAnswered] = useState<CareerStaffKind[] | null>(null);
  const [pending, setPending] = useState<CareerStaffKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  const derived: CareerStaffKind[] | null = staff.data?.careerStaff.filter((m) => m.person.id === viewerId).map((m) => m.kind) ?? null;
  const current = answered ?? derived;

  const toggle = async (kind: CareerStaffKind, available: boolean) => {
    setError(null);
    setPending(kind);
    try {
      const { data } = await set({ variables: { kind, available } });
      if (data) setAnswered(data.setCareerStaffAvailability.map((m) => m.kind));
    } catch (e) {
      setError(readServerError(e).message || t("careers.admin.availability.failed"));
    } finally {
      setPending(null);
    }
  };

  if (kinds.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          {t("careers.admin.availability.title")}
        </Title>
        <Text size="sm">{t("careers.admin.availability.intro")}</Text>
        {kinds.map((kind) => (
          <Switch
            key={kind}
            label={t(`careers.admin.availability.${kind}`)}
            checked={current?.includes(kind) ?? false}
            disabled={current === null || pending !== null}
            onChange={(e) => void toggle(kind, e.currentTarget.checked)}
          />
        ))}
        <InlineActionError error={error} />
      </Stack>
    </Paper>
  );
}
