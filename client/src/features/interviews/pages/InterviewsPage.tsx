/**
 * /interviews (logged in): interview preparation (SPEC §1 career services, §5 interview terms) — the hours so far
 * toward the goal, the viewer's mock interviews with mentors (booked, past, feedback), booking one (learners of a
 * certified-associate course only; others read why), and self-paced practice interviews from question sets.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { InterviewsPageDocument, type Role } from "../../../__generated__/graphql";
import { DetailLoadError } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { BookMockInterview } from "../components/BookMockInterview";
import { MyMockInterviews } from "../components/MyMockInterviews";
import { PracticeInterviews } from "../components/PracticeInterviews";
import { PreparationProgress } from "../components/PreparationProgress";

const HOST_ROLES: readonly Role[] = ["INSTRUCTOR", "TALENT_ADMIN"];

export default function InterviewsPage() {
  const { t } = useTranslation();
  const query = useQuery(InterviewsPageDocument, { fetchPolicy: "cache-and-network" });
  const title = t("interviews.learner.title");

  if (!query.data && query.loading) return <ListLoading label={t("interviews.learner.loading")} />;
  if (!query.data) {
    return <DetailLoadError title={title} message={t("interviews.learner.error")} onRetry={() => void query.refetch()} />;
  }
  const { viewer, interviewTerms: terms } = query.data;
  const refetchTerms = () => void query.refetch();

  return (
    <Stack gap="xl" maw={1200} mx="auto">
      <PageTitle title={title} />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{title}</Title>
          {/* Mentors and talent admins host: their page is one click away (their menus do not all list it). */}
          {viewer?.roles.some((r) => HOST_ROLES.includes(r)) && (
            <Button component={Link} to="/interviews/admin" variant="light">
              {t("interviews.learner.hostLink")}
            </Button>
          )}
        </Group>
        <Text>{t("interviews.learner.intro")}</Text>
      </Stack>
      {viewer?.interviewPreparation && <PreparationProgress preparation={viewer.interviewPreparation} />}
      <MyMockInterviews />
      <BookMockInterview access={viewer?.mockInterviewAccess === true} terms={terms} onTermsChanged={refetchTerms} />
      <PracticeInterviews terms={terms} onTermsChanged={refetchTerms} />
    </Stack>
  );
}
