/**
 * What a role asks, by category in the SPEC's order: each requirement's skill (or, for a condition, what it asks and
 * the skills any one of which meets it) and the lowest level that meets it.
 */
import { Group, List, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SKILL_CATEGORIES } from "@server/talent/modules/skills/rules/levels";
import type { RequirementList_RequirementFragment } from "../../../__generated__/graphql";
import { SkillLevelBadge } from "./SkillLevelBadge";

export function RequirementList({ requirements, label }: { requirements: readonly RequirementList_RequirementFragment[]; label: string }) {
  const { t } = useTranslation();
  const categories = SKILL_CATEGORIES.map((category) => ({ category, items: requirements.filter((r) => r.category === category) })).filter(
    (c) => c.items.length > 0,
  );
  return (
    <Stack gap="xs" component="ul" className="plain-list" aria-label={label}>
      {categories.map(({ category, items }) => (
        <li key={category}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(`skills.category.${category}`)}
          </Text>
          <List size="sm" spacing={4} listStyleType="none" withPadding={false}>
            {items.map((r) => (
              <List.Item key={r.id}>
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={500}>
                    {r.title}
                  </Text>
                  <SkillLevelBadge level={r.level} size="xs" />
                </Group>
                {r.kind === "CONDITIONAL" && (
                  <Text size="xs" c="dimmed">
                    {t("skills.anyOf", { skills: r.skills.map((s) => s.title).join(", ") })}
                  </Text>
                )}
              </List.Item>
            ))}
          </List>
        </li>
      ))}
    </Stack>
  );
}
