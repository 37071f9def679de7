/**
 * What a portfolio project is (its summary, code and live links, skills) and its latest review's feedback: the body of
 * a project card on the learner's page and in the staff's review queue.
 */
import { Anchor, Badge, Blockquote, Group, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { PortfolioProjectCard_ProjectFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";

export function ProjectDetails({ project }: { project: PortfolioProjectCard_ProjectFragment }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      <Text size="sm" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        {project.summary}
      </Text>
      <Group gap="md" wrap="wrap">
        <Anchor
          href={project.repositoryUrl}
          target="_blank"
          rel="noreferrer"
          size="sm"
          aria-label={t("careers.projects.codeOf", { title: project.title })}
        >
          {t("careers.projects.code")}
        </Anchor>
        {project.liveUrl && (
          <Anchor
            href={project.liveUrl}
            target="_blank"
            rel="noreferrer"
            size="sm"
            aria-label={t("careers.projects.liveOf", { title: project.title })}
          >
            {t("careers.projects.live")}
          </Anchor>
        )}
      </Group>
      {project.skills.length > 0 && (
        <Group
          gap={6}
          wrap="wrap"
          component="ul"
          className="plain-list"
          aria-label={t("careers.projects.skillsOf", { title: project.title })}
        >
          {project.skills.map((s) => (
            <Badge key={s.id} component="li" variant="outline" color="gray" c="var(--tf-text-strong)" tt="none">
              {s.title}
            </Badge>
          ))}
        </Group>
      )}
    </Stack>
  );
}

/** The latest review's feedback with who gave it and when; nothing before the first review. */
export function LatestFeedback({
  feedback,
  reviewer,
  at,
}: {
  feedback: string | null;
  reviewer: { displayName: string } | null;
  at: string | null;
}) {
  const { t, i18n } = useTranslation();
  if (!feedback) return null;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed">
        {reviewer && at
          ? t("careers.feedbackFrom", { name: reviewer.displayName, date: formatDate(at, i18n.language) })
          : t("careers.feedback")}
      </Text>
      <Blockquote p="sm" color="gray" style={{ overflowWrap: "anywhere", whiteSpace: "pre-line" }}>
        <Text size="sm">{feedback}</Text>
      </Blockquote>
    </Stack>
  );
}
