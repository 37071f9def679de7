/**
 * The notice (an icon and words) of a hidden or reported piece of content, which only its author and its moderators
 * ever see.
 */
import { Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { EyeOffIcon, FlagIcon } from "../../../../ui/icons";

/** Why content is seen by so few: hidden by a moderator, or reported and waiting for review. Words, not colour alone. */
export function ModerationNotice({ isHidden, isUnderReview }: { isHidden: boolean; isUnderReview: boolean }) {
  const { t } = useTranslation();
  if (!isHidden && !isUnderReview) return null;
  return (
    <Stack gap={2}>
      {isHidden && (
        <Group gap={6} wrap="nowrap" c="var(--tf-text-strong)">
          <EyeOffIcon />
          <Text size="sm" fw={500}>
            {t("forum.moderation.notice.hidden")}
          </Text>
        </Group>
      )}
      {isUnderReview && (
        <Group gap={6} wrap="nowrap">
          {/* The warning colour marks the flag; the words keep the page's strongest text colour. */}
          <Text component="span" c="var(--tf-text-warning)" display="inline-flex">
            <FlagIcon />
          </Text>
          <Text size="sm" fw={500} c="var(--tf-text-strong)">
            {t("forum.moderation.notice.underReview")}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
