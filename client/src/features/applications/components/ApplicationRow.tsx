/**
 * One application on /applications, whatever its kind: the kind, what it was for (a link to the job, the event, or the
 * learner's programmes), its status as a word (not colour alone) and when it was sent. The list is a <ul>, each row an
 * <li> named by its title.
 */
import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/format";
import { applicationPath, type ApplicationItem } from "../lib/applications";

/** Final outcomes grey, good news teal, everything still under way blue; the word in the text colour (light and dark). */
const TONE: Record<string, string> = {
  ACCEPTED: "teal",
  HIRED: "teal",
  OFFERED: "teal",
  Registered: "teal",
  REJECTED: "gray",
  DECLINED: "gray",
  WITHDRAWN: "gray",
  Cancelled: "gray",
  Waitlisted: "orange",
};

function useStatusLabel(item: ApplicationItem): string {
  const { t } = useTranslation();
  if (item.kind === "events" && item.application.status === "Waitlisted" && item.application.waitlistPosition != null)
    return t("applications.status.events.waitlistedAt", { position: item.application.waitlistPosition });
  // Per kind, so each status is checked against its own kind's words.
  switch (item.kind) {
    case "programmes":
      return t(`applications.status.programmes.${item.application.status}`);
    case "jobs":
      return t(`applications.status.jobs.${item.application.status}`);
    case "events":
      return t(`applications.status.events.${item.application.status}`);
  }
}

function titleOf(item: ApplicationItem): string {
  switch (item.kind) {
    case "programmes":
      return item.application.programme.title;
    case "jobs":
      return item.application.job.title;
    case "events":
      return item.application.event.title;
  }
}

export function ApplicationRow({ item }: { item: ApplicationItem }) {
  const { t, i18n } = useTranslation();
  const status = useStatusLabel(item);
  const headingId = `application-${item.kind}-${item.application.id}`;
  const lng = i18n.language;
  const facts = [t(`applications.sent.${item.kind}`, { date: formatDate(item.sentAt, lng) })];
  if (item.kind !== "events" && item.application.updatedAt !== item.sentAt)
    facts.push(t("applications.updated", { date: formatDate(item.application.updatedAt, lng) }));
  const firstDay = item.kind === "events" ? item.application.event.dates[0] : undefined;
  if (firstDay) facts.push(t("applications.eventOn", { date: formatDate(firstDay.from, lng) }));
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={2} style={{ minWidth: 0, flex: "1 1 14rem" }}>
            <Text size="xs" fw={600} c="dimmed" tt="uppercase">
              {t(`applications.kind.${item.kind}`)}
            </Text>
            <Title order={3} size="h5" id={headingId} style={{ overflowWrap: "anywhere" }}>
              <Anchor component={Link} to={applicationPath(item)} inherit c="inherit">
                {titleOf(item)}
              </Anchor>
            </Title>
            {item.kind === "jobs" && (
              <Text size="sm" c="dimmed">
                {item.application.job.employer.title}
              </Text>
            )}
          </Stack>
          <Badge variant="light" color={TONE[item.application.status] ?? "blue"} c="var(--mantine-color-text)" radius="sm" tt="none">
            {status}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {facts.join(" · ")}
        </Text>
      </Stack>
    </Paper>
  );
}

export function ApplicationList({ items }: { items: ApplicationItem[] }) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" className="plain-list" gap="sm" aria-label={t("applications.title")}>
      {items.map((item) => (
        <ApplicationRow key={`${item.kind}-${item.application.id}`} item={item} />
      ))}
    </Stack>
  );
}
