/** The skills a person verified: each skill's highest level passed, the best score at that level and when it was first verified. */
import { Table } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { VerifiedSkillList_SkillFragment } from "../../../__generated__/graphql";
import { formatDate } from "../../../lib/format";
import { SkillLevelBadge } from "./SkillLevelBadge";

export function VerifiedSkillList({ skills, labelledBy }: { skills: readonly VerifiedSkillList_SkillFragment[]; labelledBy: string }) {
  const { t, i18n } = useTranslation();
  return (
    // On a phone the table scrolls sideways: focusable, so keyboard users can scroll it too.
    <Table.ScrollContainer minWidth={300}>
      <Table striped withTableBorder verticalSpacing="xs" aria-labelledby={labelledBy}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t("skills.home.columns.skill")}</Table.Th>
            <Table.Th scope="col">{t("skills.home.columns.level")}</Table.Th>
            <Table.Th scope="col">{t("skills.home.columns.score")}</Table.Th>
            <Table.Th scope="col">{t("skills.home.columns.verifiedAt")}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {skills.map((v) => (
            <Table.Tr key={v.skill.id}>
              <Table.Th scope="row" fw={600}>
                {v.skill.title}
              </Table.Th>
              <Table.Td>
                <SkillLevelBadge level={v.level} />
              </Table.Td>
              <Table.Td>{t("skills.home.score", { score: v.score, total: v.test.total })}</Table.Td>
              <Table.Td>{formatDate(v.verifiedAt, i18n.language)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
