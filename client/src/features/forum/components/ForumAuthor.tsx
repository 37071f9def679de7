/**
 * Who wrote a post or comment and when: avatar (initials without a photo), name, date, and the skills they verified
 * when the author was asked for them (`VerifiedSkillBadges_user`: posts, comments and answers, not replies). `author` is
 * null while the talent service is unavailable: a neutral placeholder takes the name's place.
 */
import { Avatar, Group, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { ForumAuthor_UserFragment, VerifiedSkillBadges_UserFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { personName } from "../../../lib/personName";
import { VerifiedSkillBadges } from "../../skills";

export function ForumAuthor({
  author,
  date,
  edited,
  size = "sm",
}: {
  author: (ForumAuthor_UserFragment & Partial<VerifiedSkillBadges_UserFragment>) | null;
  date: string;
  edited?: string | null;
  size?: "sm" | "md";
}) {
  const { t, i18n } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      {/* The name is written next to it: the picture itself is decorative. */}
      <Avatar
        src={author?.avatarUrl}
        alt=""
        size={size === "md" ? 36 : 26}
        radius="xl"
        color={author ? "indigo" : "gray"}
        name={author?.displayName}
        aria-hidden="true"
      />
      {/* The skills wrap under the name and date on a narrow screen. */}
      <Group gap={6} wrap="wrap" style={{ minWidth: 0 }}>
        <Text size="sm" c="dimmed">
          <Text span fw={author ? 600 : 400} c={author ? "var(--tf-text-strong)" : "dimmed"} fs={author ? undefined : "italic"} inherit>
            {personName(author, t)}
          </Text>
          {" · "}
          <time dateTime={date}>{formatDate(date, i18n.language)}</time>
          {edited && edited !== date && (
            <>
              {" · "}
              {t("forumPost.edited", { date: formatDate(edited, i18n.language) })}
            </>
          )}
        </Text>
        {author?.verifiedSkills && <VerifiedSkillBadges user={{ verifiedSkills: author.verifiedSkills }} />}
      </Group>
    </Group>
  );
}
