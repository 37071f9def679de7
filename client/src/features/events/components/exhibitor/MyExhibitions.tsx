/**
 * "My exhibitions" on /events for the recruit side (EVENT_EXHIBITOR, COMPANY_REPRESENTATIVE): the events they exhibit
 * at, soonest first, each with the employer they exhibit for, its days in the event's time zone and a link to the
 * attendees who agreed to share. Nothing at all while they exhibit nowhere (a representative may never exhibit).
 */
import { useId } from "react";
import { Anchor, Button, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MyExhibitorMembershipsDocument } from "../../../../__generated__/graphql";
import { eventPath } from "../EventCard";
import { eventDayRange } from "../../lib/eventTime";

export function MyExhibitions() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const { data } = useQuery(MyExhibitorMembershipsDocument, { fetchPolicy: "cache-and-network" });
  const memberships = data?.myExhibitorMemberships ?? [];
  if (memberships.length === 0) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {t("exhibitor.mine.title")}
      </Title>
      <Stack gap="sm" component="ul" className="plain-list">
        {memberships.map((m) => (
          <Paper key={`${m.event.id}/${m.employer.id}`} component="li" withBorder radius="md" p="md">
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Anchor component={Link} to={eventPath(m.event.id)} fw={600}>
                  {m.event.title}
                </Anchor>
                <Text size="sm">{t("exhibitor.mine.for", { employer: m.employer.title })}</Text>
                {m.event.dates[0] && (
                  <Text size="sm" c="dimmed">
                    {eventDayRange(m.event.dates[0], m.event.timeZone, i18n.language)}
                  </Text>
                )}
              </Stack>
              <Button
                component={Link}
                to={`${eventPath(m.event.id)}/attendees`}
                variant="light"
                aria-label={t("exhibitor.mine.attendeesFor", { title: m.event.title })}
              >
                {t("exhibitor.mine.attendees")}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
