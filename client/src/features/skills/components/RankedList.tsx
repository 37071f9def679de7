/** One page of a test's ranked list: rank, learner, average, attempts and best score; the viewer's own row stands out. */
import { Badge, Group, Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RankedList_EntryFragment } from "../../../__generated__/graphql";
import { formatAverage, rankLabel } from "../lib/rankings";

export function RankedList({
  entries,
  viewerId,
  label,
}: {
  entries: readonly RankedList_EntryFragment[];
  viewerId: string | null;
  label: string;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table withTableBorder verticalSpacing="xs" horizontalSpacing={6} fz={{ base: "xs", sm: "sm" }} aria-label={label}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("skills.rankings.columns.rank")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.learner")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.average")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.attempts")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.best")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => {
            const mine = e.learner.id === viewerId;
            return (
              <Table.Tr
                key={e.learner.id}
                bg={mine ? "var(--mantine-color-indigo-light)" : undefined}
                aria-current={mine ? "true" : undefined}
              >
                <Table.Td fw={mine ? 700 : undefined}>{rankLabel(t, e.rank)}</Table.Td>
                <Table.Th scope="row" fw={mine ? 700 : 500}>
                  <Group gap={6} wrap="nowrap">
                    {e.learner.displayName}
                    {mine && (
                      <Badge size="sm" variant="filled" color="indigo.7" tt="none">
                        {t("skills.rankings.you")}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td>{formatAverage(e.average, i18n.language)}</Table.Td>
                <Table.Td>{e.attemptCount}</Table.Td>
                <Table.Td>{e.best}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
