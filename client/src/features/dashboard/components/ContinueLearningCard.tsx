/**
 * "Continue learning": the classes the learner studies and has not completed, each with its progress and the lesson
 * to continue with (the classroom's rule: the last worked on and not completed, else the first not completed).
 */
import { Anchor, Progress, Stack } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { ContinueLearningCard_ClassFragment } from "../../../__generated__/graphql";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";

/** The classes in progress: the viewer's as a student, not yet completed. */
export function classesInProgress(classes: readonly ContinueLearningCard_ClassFragment[]) {
  return classes.filter((c) => c.viewerRole === "STUDENT" && c.viewerProgress && !c.viewerProgress.completed);
}

export function ContinueLearningCard({ classes }: { classes: readonly ContinueLearningCard_ClassFragment[] }) {
  const { t } = useTranslation();
  const title = t("learnerDashboard.learning.title");
  const inProgress = classesInProgress(classes);
  return (
    <DashboardCard
      id="dashboard-learning"
      title={title}
      link="/classroom"
      linkLabel={t("learnerDashboard.learning.all")}
      empty={inProgress.length === 0 ? t("learnerDashboard.learning.empty") : null}
      emptyAction={
        <Anchor component={Link} to="/courses" size="sm">
          {t("learnerDashboard.learning.browse")}
        </Anchor>
      }
    >
      <CardList label={title}>
        {inProgress.map((c) => {
          const progress = c.viewerProgress!;
          const lesson = progress.continueLesson;
          return (
            <CardListItem
              key={c.id}
              to={lesson ? `/classroom/${c.slug}/lessons/${lesson.id}` : `/classroom/${c.slug}`}
              title={c.title}
              detail={
                <Stack component="span" gap={4} mt={4}>
                  <Progress
                    component="span"
                    value={progress.percent}
                    size="sm"
                    aria-label={t("learnerDashboard.learning.progressLabel", { percent: progress.percent, class: c.title })}
                  />
                  {lesson && <span>{t("learnerDashboard.learning.next", { lesson: lesson.title })}</span>}
                </Stack>
              }
            />
          );
        })}
      </CardList>
    </DashboardCard>
  );
}
