/**
 * /events/:id/attendees?page= (the event's exhibitors — EVENT_EXHIBITOR or COMPANY_REPRESENTATIVE who joined it with
 * their employer's recruit code — and JOB_ADMIN): the attendees who agreed to share their name and profile and hold a
 * place, in registration order, a page at a time: name, photo, a few lines of their About, the skills they verified,
 * and whether they came as a job seeker. Anyone else is told that only this event's exhibitors see them (the server
 * answers FORBIDDEN).
 */
import { Anchor, Avatar, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EventAttendeesDocument, EventAttendeesEventDocument } from "../../../__generated__/graphql";
import { ATTENDEE_PAGE_SIZE } from "@server/events/modules/registration/rules/registration";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { NotAllowed } from "../../../ui/NotAllowed";
import { PagedListBody } from "../../../ui/PagedListBody";
import { PageTitle } from "../../../ui/PageTitle";
import { usePagedSearchParams } from "../../../ui/usePagedSearchParams";
import { VerifiedSkillBadges } from "../../skills";
import { eventPath } from "../components/EventCard";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join("");

function Attendees({ eventId, eventTitle }: { eventId: string; eventTitle: string }) {
  const { t, i18n } = useTranslation();
  const { page, setPage } = usePagedSearchParams();
  const { data, loading, error, refetch } = useQuery(EventAttendeesDocument, {
    variables: { eventId, page, pageSize: ATTENDEE_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  if (error && !data && readServerError(error).code === "FORBIDDEN")
    return (
      <NotAllowed
        title={t("exhibitor.attendees.forbiddenTitle")}
        body={t("exhibitor.attendees.forbidden", { title: eventTitle })}
        backTo={eventPath(eventId)}
        backLabel={t("exhibitor.attendees.backToEvent")}
      />
    );
  return (
    <PagedListBody
      messages="exhibitor.attendees.list"
      result={data?.eventAttendees}
      search=""
      setSearch={() => setPage(1)}
      {...{ loading, error, refetch, page, setPage }}
    >
      {(items) => (
        <SimpleGrid
          cols={{ base: 1, sm: 2 }}
          spacing="md"
          component="ul"
          className="plain-list"
          aria-label={t("exhibitor.attendees.listLabel")}
        >
          {items.map((a) => (
            <li key={a.user.id}>
              <Paper component="article" withBorder radius="md" p="md" h="100%" aria-labelledby={`attendee-${a.user.id}`}>
                <Stack gap="xs">
                  <Group gap="sm" wrap="nowrap" align="flex-start">
                    <Avatar src={a.user.avatarUrl} alt="" radius="xl" size="lg" color="indigo">
                      {initials(a.user.displayName)}
                    </Avatar>
                    <Stack gap={4} style={{ minWidth: 0 }}>
                      <Title order={2} size="h5" id={`attendee-${a.user.id}`}>
                        {a.user.displayName}
                      </Title>
                      <Group gap={6} wrap="wrap">
                        {a.jobSeeker && (
                          <Badge variant="light" color="teal" c="var(--tf-text-strong)" tt="none">
                            {t("exhibitor.attendees.jobSeeker")}
                          </Badge>
                        )}
                        <Text size="xs" c="dimmed">
                          {t("exhibitor.attendees.registeredOn", { date: formatDate(a.registeredAt, i18n.language) })}
                        </Text>
                      </Group>
                    </Stack>
                  </Group>
                  {a.user.about.bio && (
                    <Text size="sm" lineClamp={3}>
                      {a.user.about.bio}
                    </Text>
                  )}
                  <VerifiedSkillBadges user={a.user} max={4} />
                </Stack>
              </Paper>
            </li>
          ))}
        </SimpleGrid>
      )}
    </PagedListBody>
  );
}

export default function EventAttendeesPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const event = useQuery(EventAttendeesEventDocument, { variables: { id }, fetchPolicy: "cache-first" });
  const title = event.data?.event?.title;
  const heading = title ? t("exhibitor.attendees.title", { title }) : t("exhibitor.attendees.titlePlain");
  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <PageTitle title={heading} />
      <Anchor component={Link} to={eventPath(id)} size="sm" w="fit-content">
        {t("exhibitor.attendees.backToEvent")}
      </Anchor>
      <div>
        <Title order={1}>{heading}</Title>
        <Text c="dimmed" mt={4}>
          {t("exhibitor.attendees.intro")}
        </Text>
      </div>
      <Attendees eventId={id} eventTitle={title ?? id} />
    </Stack>
  );
}
