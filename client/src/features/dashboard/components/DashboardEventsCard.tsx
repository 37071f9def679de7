/** The events marked showAtDashboard (the events subgraph's list, soonest first), each opening its page. */
import { useTranslation } from "react-i18next";
import type { DashboardEventsCard_EventFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { eventPath } from "../../events";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";

export function DashboardEventsCard({ events }: { events: readonly DashboardEventsCard_EventFragment[] }) {
  const { t, i18n } = useTranslation();
  const title = t("learnerDashboard.events.title");
  return (
    <DashboardCard
      id="dashboard-events"
      title={title}
      link="/events"
      linkLabel={t("learnerDashboard.events.all")}
      empty={events.length === 0 ? t("learnerDashboard.events.empty") : null}
    >
      <CardList label={title}>
        {events.map((e) => (
          <CardListItem
            key={e.id}
            to={eventPath(e.id)}
            title={e.title}
            detail={[e.dates[0] ? formatDate(e.dates[0].from, i18n.language) : null, e.location?.short].filter(Boolean).join(" · ")}
          />
        ))}
      </CardList>
    </DashboardCard>
  );
}
