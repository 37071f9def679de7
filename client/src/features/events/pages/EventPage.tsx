/**
 * /events/:id (visitors too): an event's page (SPEC §2 event page), its sections in order — banner, registration,
 * links, overview (with its countdown), employers, partners, speakers, offers, schedule by day and time slot, location
 * with its map and directions, who it is for, and sectors. A section the event has nothing for is left out. Unknown id →
 * the not-found state.
 */
import { Anchor, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EventPageDocument } from "../../../__generated__/graphql";
import { DetailLoadError, DetailNotFound } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { EventAttendees, EventSectors } from "../components/EventAudience";
import { EventBanner } from "../components/EventBanner";
import { EventEmployers } from "../components/EventEmployers";
import { EventLinks } from "../components/EventLinks";
import { EventLocation } from "../components/EventLocation";
import { EventOffers } from "../components/EventOffers";
import { EventOverview } from "../components/EventOverview";
import { EventPartners, EventSpeakers } from "../components/EventPeople";
import { EventSchedule } from "../components/EventSchedule";
import { RegistrationPanel } from "../components/RegistrationPanel";
import { useContentLanguage } from "../../../lib/contentLanguage";

export default function EventPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const { data, loading, error, refetch } = useQuery(EventPageDocument, {
    variables: { id, language: useContentLanguage() },
    fetchPolicy: "cache-and-network",
  });
  const event = data?.event;

  if (loading && !data) return <ListLoading label={t("events.page.loading")} />;
  if (error && !data)
    return <DetailLoadError title={t("events.page.errorTitle")} message={t("events.page.error")} onRetry={() => void refetch()} />;
  if (!event)
    return (
      <DetailNotFound
        title={t("events.page.notFoundTitle")}
        body={t("events.page.notFoundBody")}
        backTo="/events"
        backLabel={t("events.page.allEvents")}
      />
    );

  const campaign = data.campaigns.find((c) => c.event?.id === event.id) ?? null;

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title={event.title} />
      <Anchor component={Link} to="/events" size="sm">
        {t("events.page.allEvents")}
      </Anchor>
      <EventBanner event={event} />
      <RegistrationPanel event={event} hasExhibitors={event.exhibitors.length > 0} />
      <EventLinks event={event} />
      <EventOverview event={event} />
      <EventEmployers event={event} campaign={campaign} />
      <EventPartners event={event} />
      <EventSpeakers event={event} />
      <EventOffers event={event} />
      <EventSchedule event={event} />
      <EventLocation event={event} />
      <EventAttendees event={event} />
      <EventSectors event={event} />
    </Stack>
  );
}
