/**
 * An event's registrations for its organiser, in arrival order, a page at a time (?page=), filtered by status
 * (?status=: none shows the registered and the waitlisted, as the API does), as a table: the person (name and e-mail,
 * when talent gives it), where the registration stands (with the waitlist place), team, year of study, job seeker,
 * sharing with exhibitors and when they registered. "Download CSV" saves every registration, cancelled ones included.
 */
import { useId, useState } from "react";
import { Alert, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from "@mantine/core";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  AdminEventRegistrationsDocument,
  EventRegistrationsCsvDocument,
  type EventRegistrationStatus,
} from "../../../../__generated__/graphql";
import { ATTENDEE_PAGE_SIZE } from "@server/events/modules/registration/rules/registration";
import { formatDateTime } from "../../../../lib/format";
import { DataTable } from "../../../../ui/DataTable";
import { PagedListBody } from "../../../../ui/PagedListBody";
import { useFilterParam, usePagedSearchParams } from "../../../../ui/usePagedSearchParams";
import { downloadRegistrationsCsv } from "../../lib/csvDownload";

/** The statuses the list filters by; none is the API's default (registered and waitlisted). */
const STATUSES: readonly EventRegistrationStatus[] = ["Registered", "Waitlisted", "Cancelled"];
const isStatus = (value: string): value is EventRegistrationStatus => STATUSES.includes(value as EventRegistrationStatus);

export function RegistrationsTable({ eventId }: { eventId: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const client = useApolloClient();
  const { page, setPage } = usePagedSearchParams();
  const [statusParam, setStatus] = useFilterParam("status");
  const status = isStatus(statusParam) ? statusParam : null;
  const { data, loading, error, refetch } = useQuery(AdminEventRegistrationsDocument, {
    variables: { eventId, status, page, pageSize: ATTENDEE_PAGE_SIZE },
    fetchPolicy: "cache-and-network",
  });
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const yesNo = (value: boolean) => t(value ? "organiser.registrations.yes" : "organiser.registrations.no");

  const download = async () => {
    setDownloading(true);
    setDownloadError(null);
    try {
      const result = await client.query({ query: EventRegistrationsCsvDocument, variables: { eventId }, fetchPolicy: "network-only" });
      if (result.data) downloadRegistrationsCsv(eventId, result.data.eventRegistrationsCsv);
    } catch {
      setDownloadError(t("organiser.registrations.csvError"));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Title order={2} id={headingId}>
        {t("organiser.registrations.title")}
      </Title>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t("organiser.registrations.show")}
          value={status ?? ""}
          onChange={(e) => setStatus(e.currentTarget.value)}
          data={[
            { value: "", label: t("organiser.registrations.standing") },
            ...STATUSES.map((s) => ({ value: s, label: t(`organiser.registrations.status.${s}`) })),
          ]}
          w={{ base: "100%", xs: 260 }}
        />
        <Button variant="default" onClick={() => void download()} loading={downloading}>
          {t("organiser.registrations.downloadCsv")}
        </Button>
      </Group>
      {downloadError && (
        <Alert color="red" role="alert">
          {downloadError}
        </Alert>
      )}
      <PagedListBody
        messages="organiser.registrations.list"
        result={data?.eventRegistrations}
        search=""
        setSearch={() => setPage(1)}
        {...{ loading, error, refetch, page, setPage }}
      >
        {(items) => (
          <DataTable
            ariaLabel={t("organiser.registrations.tableLabel")}
            minWidth={900}
            columns={[
              t("organiser.registrations.columns.person"),
              t("organiser.registrations.columns.status"),
              t("organiser.registrations.columns.team"),
              t("organiser.registrations.columns.year"),
              t("organiser.registrations.columns.jobSeeker"),
              t("organiser.registrations.columns.shares"),
              t("organiser.registrations.columns.registeredAt"),
            ]}
          >
            {items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {r.user.displayName}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {r.contactEmail ?? t("organiser.registrations.noEmail")}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Badge
                    variant="light"
                    color={r.status === "Registered" ? "green" : r.status === "Waitlisted" ? "yellow" : "gray"}
                    c="var(--tf-text-strong)"
                    tt="none"
                  >
                    {r.waitlistPosition != null
                      ? t("organiser.registrations.waitlisted", { position: r.waitlistPosition })
                      : t(`organiser.registrations.status.${r.status}`)}
                  </Badge>
                </Table.Td>
                <Table.Td>{r.team?.name ?? "—"}</Table.Td>
                <Table.Td>{r.yearOfStudy ?? "—"}</Table.Td>
                <Table.Td>{yesNo(r.jobSeeker)}</Table.Td>
                <Table.Td>{yesNo(r.shareWithExhibitors)}</Table.Td>
                <Table.Td>{formatDateTime(r.registeredAt, i18n.language)}</Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedListBody>
    </Stack>
  );
}
