/**
 * A person's verified skills as compact chips ("✓ JavaScript · Intermediate") beside them wherever they appear (forum
 * posts and comments, the profile, an employer's applicant list): at most `max`, then "+k more". One accessible label
 * names every skill, the hidden ones included. Nothing when there are none (visitors are shown none by the API).
 */
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VerifiedSkillBadges_UserFragment } from "../../../__generated__/graphql";

export function VerifiedSkillBadges({ user, max = 3 }: { user: VerifiedSkillBadges_UserFragment; max?: number }) {
  const { t } = useTranslation();
  const skills = user.verifiedSkills;
  if (skills.length === 0) return null;
  const level = (v: (typeof skills)[number]) => t(`skills.level.${v.level}`);
  const shown = skills.slice(0, Math.max(1, max));
  const more = skills.length - shown.length;
  const label = t("verifiedBadges.label", {
    skills: skills.map((v) => t("verifiedBadges.named", { skill: v.skill.title, level: level(v) })).join(t("verifiedBadges.separator")),
  });
  // One image-like summary: the label says it all once, rather than a list read twice (label, then chips).
  return (
    <Group gap={4} wrap="wrap" role="img" aria-label={label}>
      {shown.map((v) => (
        <Badge key={v.skill.id} size="sm" variant="light" color="teal" c="var(--tf-text-strong)" tt="none" fw={500}>
          {`✓ ${t("verifiedBadges.chip", { skill: v.skill.title, level: level(v) })}`}
        </Badge>
      ))}
      {more > 0 && (
        <Badge size="sm" variant="outline" color="gray" c="var(--tf-text-strong)" tt="none" fw={500}>
          {t("verifiedBadges.more", { count: more })}
        </Badge>
      )}
    </Group>
  );
}
