/** The learner's team on /careers: their mentor and career coach, or that each is being assigned. */
import { Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { CareerTeam_ServicesFragment } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";

const HEADING_ID = "career-team-heading";

export function CareerTeam({ services }: { services: CareerTeam_ServicesFragment }) {
  const { t } = useTranslation();
  const complete = services.mentor != null && services.coach != null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={HEADING_ID}>
          {t("careers.team.title")}
        </Title>
        <SimpleGrid component="dl" m={0} cols={{ base: 1, xs: 2 }} spacing="sm">
          <Fact label={t("careers.team.mentor")} value={services.mentor?.displayName ?? t("careers.team.beingAssigned")} />
          <Fact label={t("careers.team.coach")} value={services.coach?.displayName ?? t("careers.team.beingAssigned")} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t(complete ? "careers.team.roles" : "careers.team.assigning")}
        </Text>
      </Stack>
    </Paper>
  );
}
