/**
 * `/career-services`: career services for Certified Associate students (SPEC §1): resume, portfolio, mock interviews,
 * mentors and a career coach. The numbers are the server's own targets (the careers and interviews rules), never
 * restated here.
 */
import { Button, Group, List, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PORTFOLIO_PROJECT_TARGET } from "@server/talent/modules/careers/rules/limits";
import { INTERVIEW_PREP_TARGET_HOURS } from "@server/talent/modules/interviews/rules/limits";
import { InfoPage, PointsSection } from "../components/InfoPage";

const SERVICES = ["resume", "portfolio", "interviews", "mentors", "coach"] as const;

export default function CareerServicesPage() {
  const { t } = useTranslation();
  return (
    <InfoPage title={t("careerServices.title")} intro={t("careerServices.intro")}>
      <PointsSection
        id="career-services"
        heading={t("careerServices.servicesHeading")}
        points={SERVICES.map((k) => ({
          key: k,
          title: t(`careerServices.services.${k}.title`),
          text: t(`careerServices.services.${k}.text`),
        }))}
      />
      <section aria-labelledby="career-numbers">
        <Title order={2} size="h3" id="career-numbers" mb="md">
          {t("careerServices.numbersHeading")}
        </Title>
        <List spacing="xs" size="lg">
          <List.Item>{t("careerServices.projects", { count: PORTFOLIO_PROJECT_TARGET })}</List.Item>
          <List.Item>{t("careerServices.hours", { count: INTERVIEW_PREP_TARGET_HOURS })}</List.Item>
        </List>
      </section>
      <Group gap="sm">
        <Button component={Link} to="/courses?page=1&category=ca">
          {t("careerServices.ctaCourses")}
        </Button>
        <Button component={Link} to="/careers" variant="default">
          {t("careerServices.ctaCareers")}
        </Button>
      </Group>
    </InfoPage>
  );
}
