/**
 * The dashboard's recent announcements (SPEC §2: 3, the server's limit) of the learner's class forums, each opening
 * its post; the full list is the newest one's class forum Announcements tab (or the classes, when there is none).
 */
import { useTranslation } from "react-i18next";
import type { AnnouncementsCard_PostFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";

export function AnnouncementsCard({ announcements }: { announcements: readonly AnnouncementsCard_PostFragment[] }) {
  const { t, i18n } = useTranslation();
  const title = t("learnerDashboard.announcements.title");
  const newestClass = announcements[0]?.classForum;
  return (
    <DashboardCard
      id="dashboard-announcements"
      title={title}
      link={newestClass ? `/forum/class-forum/${newestClass.id}/announcements` : "/classroom"}
      linkLabel={t(newestClass ? "learnerDashboard.announcements.all" : "learnerDashboard.announcements.allClasses")}
      empty={announcements.length === 0 ? t("learnerDashboard.announcements.empty") : null}
    >
      <CardList label={title}>
        {announcements.map((post) => (
          <CardListItem
            key={post.id}
            to={`/forum/post/${post.id}`}
            title={post.title}
            detail={[
              post.classForum ? t("learnerDashboard.announcements.inClass", { class: post.classForum.title }) : null,
              formatDate(post.createdDate, i18n.language),
            ]
              .filter(Boolean)
              .join(" · ")}
          />
        ))}
      </CardList>
    </DashboardCard>
  );
}
