/**
 * "Practice interviews" on /interviews: the question sets to practise on one's own (Start asks for the interview terms;
 * a set with a practice left open offers Resume instead) and the viewer's practice interviews, newest first, paged.
 */
import { useState } from "react";
import { Button, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PracticeInterviewsDocument, type QuestionSetCard_SetFragment } from "../../../__generated__/graphql";
import { ListPagination } from "../../../ui/ListPagination";
import { ListEmpty, QueryListBody } from "../../../ui/ListStates";
import { practiceHref } from "../lib/learner";
import { PracticeInterviewRow } from "./PracticeInterviewRow";
import { QuestionSetCard } from "./QuestionSetCard";
import { StartPracticeDialog } from "./StartPracticeDialog";

const HEADING_ID = "practice-interviews-heading";

export function PracticeInterviews({
  terms,
  onTermsChanged,
}: {
  terms: readonly { id: string; text: string }[];
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useQuery(PracticeInterviewsDocument, { variables: { page }, fetchPolicy: "cache-and-network" });
  const [starting, setStarting] = useState<QuestionSetCard_SetFragment | null>(null);
  const sets = query.data?.interviewQuestionSets ?? [];
  const practices = query.data?.myPracticeInterviews;
  const openOf = (setId: string) => practices?.items.find((p) => p.questionSet.id === setId && !p.finishedAt) ?? null;

  return (
    <Stack gap="md" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} size="h3" id={HEADING_ID}>
        {t("interviews.learner.practice.title")}
      </Title>
      <Text size="sm">{t("interviews.learner.practice.intro")}</Text>
      <QueryListBody
        query={query}
        isEmpty={false}
        messages={{
          loading: t("interviews.learner.practice.loading"),
          error: t("interviews.learner.practice.error"),
          empty: "",
        }}
      >
        <Stack gap="sm" component="section" aria-labelledby="question-sets-heading">
          <Title order={3} size="h4" id="question-sets-heading">
            {t("interviews.learner.practice.setsTitle")}
          </Title>
          {sets.length === 0 ? (
            <ListEmpty message={t("interviews.learner.practice.noSets")} />
          ) : (
            <SimpleGrid component="ul" className="plain-list" cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
              {sets.map((set) => {
                const open = openOf(set.id);
                return (
                  <QuestionSetCard key={set.id} set={set}>
                    {open ? (
                      <Button
                        component={Link}
                        to={practiceHref(open.id)}
                        variant="light"
                        aria-label={`${t("interviews.learner.practice.resume")}: ${set.title}`}
                      >
                        {t("interviews.learner.practice.resume")}
                      </Button>
                    ) : (
                      <Button onClick={() => setStarting(set)} aria-label={`${t("interviews.learner.practice.start")}: ${set.title}`}>
                        {t("interviews.learner.practice.start")}
                      </Button>
                    )}
                  </QuestionSetCard>
                );
              })}
            </SimpleGrid>
          )}
        </Stack>
        <Stack gap="sm" component="section" aria-labelledby="my-practice-interviews-heading">
          <Title order={3} size="h4" id="my-practice-interviews-heading">
            {t("interviews.learner.practice.mineTitle")}
          </Title>
          {!practices || practices.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t("interviews.learner.practice.noneYet")}
            </Text>
          ) : (
            <>
              <Stack component="ul" className="plain-list" gap="xs">
                {practices.items.map((p) => (
                  <PracticeInterviewRow key={p.id} practice={p} />
                ))}
              </Stack>
              <ListPagination page={practices.pageInfo.page} pageInfo={practices.pageInfo} onChange={setPage} />
            </>
          )}
        </Stack>
      </QueryListBody>
      <StartPracticeDialog set={starting} terms={terms} onClose={() => setStarting(null)} onTermsChanged={onTermsChanged} />
    </Stack>
  );
}
