/** A skill level (Beginner, Intermediate, Advanced) as a badge, in the interface language. */
import { Badge, type BadgeProps } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SkillLevel } from "../../../__generated__/graphql";

const COLORS: Record<SkillLevel, string> = { BEGINNER: "teal", INTERMEDIATE: "indigo", ADVANCED: "grape" };

export function SkillLevelBadge({ level, size = "sm" }: { level: SkillLevel; size?: BadgeProps["size"] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[level]} variant="light" c="var(--tf-text-strong)" size={size} tt="none" style={{ flexShrink: 0 }}>
      {t(`skills.level.${level}`)}
    </Badge>
  );
}
