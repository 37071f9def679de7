/** The host's feedback on a mock interview: whether the learner attended, the three ratings, and the two texts. */
import { SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { BookingFeedback_FeedbackFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { personName } from "../../../lib/personName";
import { Fact } from "../../../ui/Fact";

export function BookingFeedback({ feedback }: { feedback: BookingFeedback_FeedbackFragment }) {
  const { t, i18n } = useTranslation();
  const f = feedback;
  const ratings = [
    ["communication", f.communication],
    ["problemSolving", f.problemSolving],
    ["technicalDepth", f.technicalDepth],
  ] as const;
  return (
    <Stack gap="xs" p="sm" bg="var(--mantine-color-gray-0)" style={{ borderRadius: "var(--mantine-radius-sm)" }}>
      <Title order={5} size="h5">
        {t("interviews.learner.feedback.title", { name: personName(f.author, t), date: formatDate(f.givenAt, i18n.language) })}
      </Title>
      {f.attended ? (
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 3 }} spacing="xs">
          {ratings.map(([key, value]) => (
            <Fact key={key} label={t(`interviews.learner.feedback.${key}`)} value={t("interviews.learner.feedback.rating", { value })} />
          ))}
        </SimpleGrid>
      ) : (
        <Text size="sm">{t("interviews.learner.feedback.notAttended")}</Text>
      )}
      {f.strengths && (
        <div>
          <Text size="sm" fw={600}>
            {t("interviews.learner.feedback.strengths")}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {f.strengths}
          </Text>
        </div>
      )}
      {f.improvements && (
        <div>
          <Text size="sm" fw={600}>
            {t("interviews.learner.feedback.improvements")}
          </Text>
          <Text size="sm" style={{ whiteSpace: "pre-line" }}>
            {f.improvements}
          </Text>
        </div>
      )}
    </Stack>
  );
}
