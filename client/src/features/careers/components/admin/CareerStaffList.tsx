/** The Staff tab of /careers/admin (talent admins): mentors then coaches, by name, with how many learners each serves. */
import { Badge, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminCareerStaffDocument } from "../../../../__generated__/graphql";
import { QueryListBody } from "../../../../ui/ListStates";
import { formatDate } from "../../../../lib/format";
import { useCareerWords } from "../labels";

export function CareerStaffList() {
  const { t, i18n } = useTranslation();
  const { staffKindName } = useCareerWords();
  const query = useQuery(AdminCareerStaffDocument, { fetchPolicy: "cache-and-network" });
  const staff = query.data?.careerStaff ?? [];
  return (
    <QueryListBody
      query={query}
      isEmpty={staff.length === 0}
      messages={{ loading: t("careers.admin.staff.loading"), error: t("careers.admin.staff.error"), empty: t("careers.admin.staff.empty") }}
    >
      <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("careers.admin.staff.listLabel")}>
        {staff.map((m) => (
          <Paper component="li" key={`${m.kind}:${m.person.id}`} withBorder radius="md" p="md">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Stack gap={2}>
                <Text fw={600}>{m.person.displayName}</Text>
                <Text size="sm">{t("careers.admin.staff.learners", { count: m.learnerCount })}</Text>
                <Text size="xs" c="dimmed">
                  {t("careers.admin.staff.since", { date: formatDate(m.since, i18n.language) })}
                </Text>
              </Stack>
              <Badge color={m.kind === "MENTOR" ? "indigo" : "grape"} variant="light" c="var(--tf-text-strong)" tt="none">
                {staffKindName(m.kind)}
              </Badge>
            </Group>
          </Paper>
        ))}
      </Stack>
    </QueryListBody>
  );
}
