/**
 * `/teach`: instructor recruitment (SPEC §1): paid by revenue share, no teaching experience needed, the provider
 * handles support, mentoring and grading; the two pay models; and the instructor FAQs from the API, in the viewer's
 * language.
 */
import { Button, Group, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { TeachPageDocument } from "../../../__generated__/graphql";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { FaqList } from "../components/FaqList";
import { InfoPage, PointsSection } from "../components/InfoPage";
import { useContentLanguage } from "../../../lib/contentLanguage";

const POINTS = ["revenueShare", "noExperience", "support"] as const;
const MODELS = ["upfront", "percentage"] as const;

export default function TeachPage() {
  const { t } = useTranslation();
  const language = useContentLanguage();
  const { data, error, refetch } = useQuery(TeachPageDocument, { variables: { language } });
  return (
    <InfoPage title={t("teach.title")} intro={t("teach.intro")}>
      <PointsSection
        id="teach-points"
        heading={t("teach.pointsHeading")}
        points={POINTS.map((k) => ({ key: k, title: t(`teach.points.${k}.title`), text: t(`teach.points.${k}.text`) }))}
      />
      <PointsSection
        id="teach-models"
        heading={t("teach.modelsHeading")}
        cols={{ base: 1, sm: 2 }}
        points={MODELS.map((k, i) => ({ key: k, title: t(`teach.models.${k}.title`), text: t(`teach.models.${k}.text`), mark: i + 1 }))}
      />
      <section aria-labelledby="teach-faq">
        <Title order={2} size="h3" id="teach-faq" mb="md">
          {t("teach.faqHeading")}
        </Title>
        {data ? (
          <FaqList faqs={data.faqs} />
        ) : error ? (
          <ListError message={t("teach.faqError")} onRetry={() => void refetch()} />
        ) : (
          <ListLoading label={t("teach.loadingFaqs")} count={5} />
        )}
      </section>
      <Group>
        <Button component={Link} to="/courses?page=1" variant="light">
          {t("teach.cta")}
        </Button>
      </Group>
    </InfoPage>
  );
}
