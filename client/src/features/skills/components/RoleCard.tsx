/**
 * A skills-system role on /skills/choose-role: its title, summary and requirements, and Choose for an available role
 * the viewer has not chosen. The viewer's current role says so; a coming-soon role has a badge and no button.
 */
import { Badge, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RoleCard_RoleFragment } from "../../../__generated__/graphql";
import { RequirementList } from "./RequirementList";

export function RoleCard({
  role,
  current,
  choosing,
  onChoose,
}: {
  role: RoleCard_RoleFragment;
  current: boolean;
  /** This role's choice is on its way. */
  choosing: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const headingId = `skill-role-${role.id}`;
  const comingSoon = role.status === "COMING_SOON";
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={headingId}
      bd={current ? "2px solid var(--mantine-primary-color-filled)" : undefined}
    >
      <Stack gap="sm" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Title order={3} size="h4" id={headingId}>
            {role.title}
          </Title>
          {comingSoon && (
            <Badge color="gray" variant="light" c="var(--tf-text-strong)" tt="none" style={{ flexShrink: 0 }}>
              {t("skills.choose.comingSoon")}
            </Badge>
          )}
          {current && (
            <Badge color="teal" variant="light" c="var(--tf-text-strong)" tt="none" style={{ flexShrink: 0 }}>
              {t("skills.choose.current")}
            </Badge>
          )}
        </Group>
        <Text size="sm">{role.summary}</Text>
        {role.variantOf && (
          <Text size="sm" c="dimmed">
            {t("skills.choose.variantOf", { role: role.variantOf.title })}
          </Text>
        )}
        <RequirementList requirements={role.requirements} label={t("skills.choose.requirementsLabel", { role: role.title })} />
        {!comingSoon && !current && (
          <Button mt="auto" onClick={onChoose} loading={choosing} aria-label={t("skills.choose.chooseLabel", { role: role.title })}>
            {t("skills.choose.choose")}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
