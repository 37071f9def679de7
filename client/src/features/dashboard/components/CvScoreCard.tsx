/** The current CV score with a link to /cv; without a target role, a way to pick one. */
import { Button, Text } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { CvScoreCard_ScoreFragment } from "../../../__generated__/graphql";
import { DashboardCard } from "./DashboardCard";
import { useOptionLabel } from "../../../lib/optionLabels";

export function CvScoreCard({ score }: { score: CvScoreCard_ScoreFragment | null | undefined }) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <DashboardCard
      id="cv-score"
      title={t("learnerDashboard.cvScore")}
      link="/cv"
      linkLabel={t("learnerDashboard.seeCv")}
      empty={score ? null : t("learnerDashboard.noScore")}
      emptyAction={
        <Button component={Link} to="/cv" size="xs" variant="light">
          {t("learnerDashboard.pickRole")}
        </Button>
      }
    >
      {score && (
        <>
          <Text fz={40} fw={800} lh={1}>
            {t("learnerDashboard.outOf", { total: score.total })}
          </Text>
          <Text size="sm">{t("learnerDashboard.againstRole", { role: label("careerRole", score.role.id) })}</Text>
        </>
      )}
    </DashboardCard>
  );
}
