/**
 * Before joining, on /careers: for a certified-associate student, what career services include (SPEC §1) and Join;
 * for anyone else, that they are for certified-associate students and where to find such a course.
 */
import { useState } from "react";
import { Alert, Anchor, Button, List, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PORTFOLIO_PROJECT_TARGET } from "@server/talent/modules/careers/rules/limits";
import { INTERVIEW_PREP_TARGET_HOURS } from "@server/talent/modules/interviews/rules/limits";
import { useJoinCareerServices } from "../mutations/useJoinCareerServices";
import { readServerError } from "../../../lib/graphqlErrors";

const HEADING_ID = "career-services-offer-heading";

export function NotEligible() {
  const { t } = useTranslation();
  return (
    <Alert color="blue" variant="light" title={t("careers.notEligible.title")}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t("careers.notEligible.body")}</Text>
        <Anchor component={Link} to="/courses" size="sm">
          {t("careers.notEligible.courses")}
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function JoinCareerServices({ courses }: { courses: readonly { id: string; title: string }[] }) {
  const { t, i18n } = useTranslation();
  const [join, { loading }] = useJoinCareerServices();
  const [error, setError] = useState<string | null>(null);
  const included = [
    t("careers.offer.mentor"),
    t("careers.offer.coach"),
    t("careers.offer.projects", { target: PORTFOLIO_PROJECT_TARGET }),
    t("careers.offer.preparation", { hours: INTERVIEW_PREP_TARGET_HOURS }),
    t("careers.offer.reviews"),
    t("careers.offer.mockInterviews"),
  ];
  const courseList = new Intl.ListFormat(i18n.language, { type: "conjunction" }).format(courses.map((c) => c.title));
  const onJoin = async () => {
    setError(null);
    try {
      await join();
    } catch (e) {
      setError(readServerError(e).message || t("careers.offer.failed"));
    }
  };
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t("careers.offer.title")}
        </Title>
        {courses.length > 0 && <Text size="sm">{t("careers.offer.because", { courses: courseList })}</Text>}
        <List spacing="xs" size="sm">
          {included.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
        {error && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {error}
          </Text>
        )}
        <Button onClick={() => void onJoin()} loading={loading}>
          {t("careers.offer.join")}
        </Button>
      </Stack>
    </Paper>
  );
}
