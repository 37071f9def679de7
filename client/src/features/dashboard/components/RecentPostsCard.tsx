/** The dashboard's recent posts (SPEC §2: 3, the server's limit): the feed's newest, each opening its post. */
import { useTranslation } from "react-i18next";
import type { RecentPostsCard_PostFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { CardList, CardListItem, DashboardCard } from "./DashboardCard";

export function RecentPostsCard({ posts }: { posts: readonly RecentPostsCard_PostFragment[] }) {
  const { t, i18n } = useTranslation();
  const title = t("learnerDashboard.posts.title");
  return (
    <DashboardCard
      id="dashboard-posts"
      title={title}
      link="/forum/feed"
      linkLabel={t("learnerDashboard.posts.all")}
      empty={posts.length === 0 ? t("learnerDashboard.posts.empty") : null}
    >
      <CardList label={title}>
        {posts.map((post) => (
          <CardListItem
            key={post.id}
            to={`/forum/post/${post.id}`}
            title={post.title}
            detail={[post.author?.displayName, formatDate(post.createdDate, i18n.language)].filter(Boolean).join(" · ")}
          />
        ))}
      </CardList>
    </DashboardCard>
  );
}
