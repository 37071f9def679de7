/**
 * The dashboard's active programmes (SPEC §2: up to 2, the server's limit and rule): the learner's own accepted
 * programme leads to their programmes, one taking applications to its form.
 */
import { Badge, Group } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ProgrammesCard_ProgrammeFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";

export function ProgrammesCard({ programmes }: { programmes: readonly ProgrammesCard_ProgrammeFragment[] }) {
  const { t, i18n } = useTranslation();
  const title = t("learnerDashboard.programmes.title");
  return (
    <DashboardCard
      id="dashboard-programmes"
      title={title}
      link="/programmes/student/find-programmes"
      linkLabel={t("learnerDashboard.programmes.all")}
      empty={programmes.length === 0 ? t("learnerDashboard.programmes.empty") : null}
    >
      <CardList label={title}>
        {programmes.map((p) => {
          const mine = p.viewerApplication?.status === "ACCEPTED";
          const applied = p.viewerApplication != null;
          return (
            <CardListItem
              key={p.id}
              to={applied ? "/programmes/student/my-programmes" : `/programmes/student/apply/${p.id}`}
              title={p.title}
              detail={
                <Group component="span" gap={6} wrap="wrap">
                  <Badge component="span" size="sm" variant="light" color={mine ? "teal" : "indigo"}>
                    {t(mine ? "learnerDashboard.programmes.yours" : "learnerDashboard.programmes.open")}
                  </Badge>
                  {p.cohortStartsOn && (
                    <span>{t("learnerDashboard.programmes.startsOn", { date: formatDate(p.cohortStartsOn, i18n.language) })}</span>
                  )}
                </Group>
              }
            />
          );
        })}
      </CardList>
    </DashboardCard>
  );
}
