import { Card, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { TestimonialCard_TestimonialFragment } from "../../../__generated__/graphql";

export function TestimonialCard({ testimonial }: { testimonial: TestimonialCard_TestimonialFragment }) {
  const { t } = useTranslation();
  return (
    <Card component="figure" withBorder radius="md" padding="md" h="100%" m={0}>
      <Text component="blockquote" m={0} fs="italic">
        “{testimonial.comment}”
      </Text>
      <Text component="figcaption" size="sm" c="dimmed" mt="sm">
        {t("course.graduateAt", { name: testimonial.name, employer: testimonial.employer })}
      </Text>
    </Card>
  );
}
