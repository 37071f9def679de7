/** The FAQs grouped by type (the page each belongs to), a heading and an accordion for each non-empty group. */
import { SimpleGrid, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { FaqList_FaqFragment, FaqType } from "../../../__generated__/graphql";
import { FaqList } from "./FaqList";

export function FaqGroups({ groups }: { groups: readonly { type: FaqType; faqs: readonly FaqList_FaqFragment[] }[] }) {
  const { t } = useTranslation();
  const shown = groups.filter((g) => g.faqs.length > 0);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="faq-heading">
      <Title order={2} size="h3" id="faq-heading" mb="md">
        {t("landing.faqHeading")}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        {shown.map((g) => (
          <Stack key={g.type} gap="sm" data-faq-type={g.type}>
            <Title order={3} size="h5" id={`faq-${g.type}`}>
              {t(`landing.faqTypes.${g.type}`)}
            </Title>
            <FaqList faqs={g.faqs} />
          </Stack>
        ))}
      </SimpleGrid>
    </section>
  );
}
