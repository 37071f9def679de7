/**
 * "My registrations" on /events (logged in): the viewer's registrations, upcoming (soonest first) or past (latest
 * first), paged, each with a link to its event and where it stands (registered, or its place on the waitlist).
 */
import { useId, useState } from "react";
import { Anchor, Group, Paper, SegmentedControl, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { MyEventRegistrationsDocument, type EventWhen, type MyRegistrationRow_RegistrationFragment } from "../../../__generated__/graphql";
import { EVENT_PAGE_SIZE } from "@server/events/modules/listings/rules/listings";
import { PagedListBody } from "../../../ui/PagedListBody";
import { ClockIcon, MapPinIcon } from "../../../ui/icons";
import { eventDayRange } from "../lib/eventTime";
import { eventPath } from "./EventCard";
import { RegistrationBadge } from "./RegistrationBadge";

function RegistrationRow({ registration }: { registration: MyRegistrationRow_RegistrationFragment }) {
  const { t, i18n } = useTranslation();
  const { event } = registration;
  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={3} size="h5">
            <Anchor component={Link} to={eventPath(event.id)} inherit c="inherit">
              {event.title}
            </Anchor>
          </Title>
          <RegistrationBadge registration={registration} />
        </Group>
        {event.dates.map((d) => (
          <Group key={d.from} gap={6} wrap="nowrap" c="dimmed">
            <ClockIcon />
            <Text size="sm">{eventDayRange(d, event.timeZone, i18n.language)}</Text>
          </Group>
        ))}
        <Group gap={6} wrap="nowrap" c="dimmed">
          <MapPinIcon />
          <Text size="sm">{event.location?.short ?? t("events.online")}</Text>
        </Group>
      </Stack>
    </Paper>
  );
}

export function MyRegistrations() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<EventWhen>("UPCOMING");
  const [page, setPage] = useState(1);
  const labelId = useId();
  const query = useQuery(MyEventRegistrationsDocument, {
    variables: { when, page, pageSize: EVENT_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const key = when === "PAST" ? "past" : "upcoming";
  return (
    <Stack gap="md" component="section" aria-labelledby="my-event-registrations">
      <Title order={2} size="h3" id="my-event-registrations">
        {t("events.mine.title")}
      </Title>
      <Stack gap={4}>
        <Text size="sm" fw={500} id={labelId}>
          {t("events.mine.show")}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={when}
          onChange={(value) => {
            setWhen(value as EventWhen);
            setPage(1);
          }}
          data={[
            { value: "UPCOMING", label: t("events.when.UPCOMING") },
            { value: "PAST", label: t("events.when.PAST") },
          ]}
          style={{ alignSelf: "flex-start" }}
        />
      </Stack>
      <PagedListBody
        messages={`events.mine.${key}`}
        result={query.data?.myEventRegistrations}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search=""
        setPage={setPage}
        setSearch={() => setPage(1)}
      >
        {(items) => (
          <Stack component="ul" className="plain-list" gap="sm" aria-label={t(`events.mine.${key}.label`)}>
            {items.map((r) => (
              <RegistrationRow key={r.id} registration={r} />
            ))}
          </Stack>
        )}
      </PagedListBody>
    </Stack>
  );
}
