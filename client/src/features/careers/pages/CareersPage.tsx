/**
 * /careers (logged in): career services (SPEC §1) for certified-associate students. Others read that they are for
 * such students, with the way to the courses; an eligible learner who has not joined reads what they include and
 * joins; a joined learner sees their team (mentor and coach, or that they are being assigned), progress toward 10
 * approved projects and 100 hours of interview preparation, their portfolio projects and their resume and portfolio
 * reviews.
 */
import { Button, Group, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CareersPageDocument, type Role } from "../../../__generated__/graphql";
import { DetailLoadError } from "../../../ui/DetailPageStates";
import { ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { CareerProgress } from "../components/CareerProgress";
import { CareerReviews } from "../components/CareerReviews";
import { CareerTeam } from "../components/CareerTeam";
import { JoinCareerServices, NotEligible } from "../components/JoinCareerServices";
import { PortfolioProjects } from "../components/PortfolioProjects";

const STAFF_ROLES: readonly Role[] = ["INSTRUCTOR", "TALENT_ADMIN"];

export default function CareersPage() {
  const { t } = useTranslation();
  const query = useQuery(CareersPageDocument, { fetchPolicy: "cache-and-network" });
  const title = t("careers.title");

  if (!query.data && query.loading) return <ListLoading label={t("careers.loading")} />;
  if (!query.data) return <DetailLoadError title={title} message={t("careers.error")} onRetry={() => void query.refetch()} />;
  const { eligible, courses, services } = query.data.myCareerServices;
  const staff = query.data.viewer?.roles.some((r) => STAFF_ROLES.includes(r));

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <PageTitle title={title} />
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={1}>{title}</Title>
          {/* Mentors and talent admins work on the staff page; their menus do not all list it. */}
          {staff && (
            <Button component={Link} to="/careers/admin" variant="light">
              {t("careers.staffLink")}
            </Button>
          )}
        </Group>
        <Text>{t("careers.intro")}</Text>
      </Stack>
      {services ? (
        <>
          <CareerTeam services={services} />
          <CareerProgress services={services} />
          <PortfolioProjects projects={services.projects} />
          <CareerReviews reviews={services.reviews} />
        </>
      ) : eligible ? (
        <JoinCareerServices courses={courses} />
      ) : (
        <NotEligible />
      )}
    </Stack>
  );
}
