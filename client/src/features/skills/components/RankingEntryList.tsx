/** The viewer's ranking entries, best rank first: each test with their rank, average, attempts and best score. */
import { Anchor, Table } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { RankingEntryList_EntryFragment } from "../../../__generated__/graphql";
import { formatAverage, rankedListHref, rankLabel } from "../lib/rankings";
import { topicTitle } from "../lib/skillTests";

export function RankingEntryList({ entries, labelledBy }: { entries: readonly RankingEntryList_EntryFragment[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped withTableBorder verticalSpacing="xs" horizontalSpacing={6} fz={{ base: "xs", sm: "sm" }} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("skills.mySkills.columns.test")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.rank")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.average")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.attempts")}</Table.Th>
            <Table.Th scope="col">{t("skills.rankings.columns.best")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => {
            const name = t("skills.testName", { topic: topicTitle(e.test.topic), level: t(`skills.level.${e.test.level}`) });
            return (
              <Table.Tr key={e.test.id}>
                <Table.Th scope="row" fw={600}>
                  <Anchor component={Link} to={rankedListHref(e.test.id)} inherit aria-label={t("skills.rankings.seeList", { test: name })}>
                    {name}
                  </Anchor>
                </Table.Th>
                <Table.Td>{rankLabel(t, e.rank)}</Table.Td>
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
