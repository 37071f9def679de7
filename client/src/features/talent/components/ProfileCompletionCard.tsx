/**
 * Profile completion on the profile pages: the ring and tasks of ProfileCompletionBody in a card. Reads the
 * `ProfileCompletionCard_completion` fragment, which every profile mutation returns, so it updates in place.
 */
import { Paper, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProfileCompletionCard_CompletionFragment } from "../../../__generated__/graphql";
import { ProfileCompletionBody } from "../../dashboard";

export function ProfileCompletionCard({
  completion,
  headingLevel = 2,
  compact = false,
}: {
  completion: ProfileCompletionCard_CompletionFragment;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = `completion-heading-${headingLevel}`;
  return (
    <Paper withBorder radius="md" p={compact ? "md" : "lg"} component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={headingLevel} size="h3" id={headingId}>
          {t("completion.title")}
        </Title>
        <ProfileCompletionBody completion={completion} tasksHeadingId={`${headingId}-tasks`} compact={compact} />
      </Stack>
    </Paper>
  );
}
