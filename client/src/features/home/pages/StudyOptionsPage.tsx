/**
 * `/study-options`: self-paced study versus sponsored programmes (SPEC §1), side by side, each leading to its list:
 * the course catalogue, and the programmes a learner may apply to.
 */
import { Button, List, Paper, SimpleGrid, Stack, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { InfoPage } from "../components/InfoPage";

// Each option's points as whole keys, so each is checked against that option's own points.
const OPTIONS = [
  {
    key: "selfPaced",
    points: (["paid", "certificate", "tutorials", "open"] as const).map((p) => `studyOptions.selfPaced.points.${p}` as const),
    to: "/courses?page=1",
  },
  {
    key: "sponsored",
    points: (["cost", "eligibility", "duration"] as const).map((p) => `studyOptions.sponsored.points.${p}` as const),
    to: "/programmes/student/find-programmes",
  },
] as const;

export default function StudyOptionsPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("studyOptions.title")} intro={t("studyOptions.intro")}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {OPTIONS.map((o) => (
          <Paper component="section" key={o.key} withBorder radius="md" p="lg" aria-labelledby={`study-${o.key}`} data-option={o.key}>
            <Stack gap="md" h="100%">
              <Title order={2} size="h3" id={`study-${o.key}`}>
                {t(`studyOptions.${o.key}.title`)}
              </Title>
              <List spacing="xs" style={{ flex: 1 }}>
                {o.points.map((point) => (
                  <List.Item key={point}>{t(point)}</List.Item>
                ))}
              </List>
              <Button component={Link} to={o.to} variant={o.key === "selfPaced" ? "filled" : "default"} style={{ alignSelf: "flex-start" }}>
                {t(`studyOptions.${o.key}.cta`)}
              </Button>
            </Stack>
          </Paper>
        ))}
      </SimpleGrid>
    </InfoPage>
  );
}
