/**
 * The viewer's chart score on each skill test they have taken to verify: the best verify score (a retake replaces it
 * only when higher, SPEC §4), the number of verify attempts and whether one passed.
 */
import { Table, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TestScoreList_TestFragment } from "../../../__generated__/graphql";
import { topicTitle } from "../lib/skillTests";

export function TestScoreList({ tests, labelledBy }: { tests: readonly TestScoreList_TestFragment[]; labelledBy: string }) {
  const { t } = useTranslation();
  const taken = tests.filter((test) => (test.viewerProgress?.attemptCount ?? 0) > 0);
  if (taken.length === 0) return <Text size="sm">{t("skills.mySkills.scoresEmpty")}</Text>;
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table striped withTableBorder verticalSpacing="xs" horizontalSpacing={6} fz={{ base: "xs", sm: "sm" }} aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("skills.mySkills.columns.test")}</Table.Th>
            <Table.Th scope="col">{t("skills.mySkills.columns.bestScore")}</Table.Th>
            <Table.Th scope="col">{t("skills.mySkills.columns.attempts")}</Table.Th>
            <Table.Th scope="col">{t("skills.mySkills.columns.passed")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {taken.map((test) => {
            const progress = test.viewerProgress!;
            return (
              <Table.Tr key={test.id}>
                <Table.Th scope="row" fw={600}>
                  {t("skills.testName", { topic: topicTitle(test.topic), level: t(`skills.level.${test.level}`) })}
                </Table.Th>
                <Table.Td>
                  {progress.bestScore == null ? "—" : t("skills.home.score", { score: progress.bestScore, total: test.total })}
                </Table.Td>
                <Table.Td>{progress.attemptCount}</Table.Td>
                <Table.Td>{progress.passed ? t("skills.mySkills.yes") : t("skills.mySkills.no")}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
