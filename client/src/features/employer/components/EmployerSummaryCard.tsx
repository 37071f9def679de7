/** The representative's employer at a glance: logo (or its initial), name, location, industry and size. */
import type { ReactNode } from "react";
import { Card, Center, Group, Image, SimpleGrid, Text, Title, type TitleOrder } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { EmployerSummaryCard_EmployerFragment } from "../../../__generated__/graphql";
import { Fact } from "../../../ui/Fact";
import { useOptionLabel } from "../../../lib/optionLabels";

export function EmployerLogo({ title, logoUrl, size = 72 }: { title: string; logoUrl: string | null; size?: number }) {
  const { t } = useTranslation();
  if (logoUrl) return <Image src={logoUrl} alt={t("employer.logo.alt", { title })} w={size} h={size} fit="contain" radius="sm" />;
  return (
    <Center
      w={size}
      h={size}
      bg="var(--mantine-color-indigo-light)"
      style={{ borderRadius: "var(--mantine-radius-sm)" }}
      aria-hidden="true"
    >
      <Text fw={800} fz={size / 2.4} c="var(--mantine-color-indigo-light-color)">
        {title.charAt(0).toUpperCase()}
      </Text>
    </Center>
  );
}

export function EmployerSummaryCard({
  employer,
  headingOrder = 2,
  children,
}: {
  employer: EmployerSummaryCard_EmployerFragment;
  headingOrder?: TitleOrder;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const label = useOptionLabel();
  return (
    <Card withBorder radius="md" padding="lg">
      <Group gap="lg" align="center" wrap="nowrap">
        <EmployerLogo title={employer.title} logoUrl={employer.logoUrl} />
        <Title order={headingOrder} size="h3">
          {employer.title}
        </Title>
      </Group>
      <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" mt="md" mb={0}>
        <Fact label={t("employer.facts.location")} value={employer.location} />
        <Fact label={t("employer.facts.industry")} value={label("industry", employer.industry)} />
        <Fact label={t("employer.facts.size")} value={t("employer.form.sizeOption", { size: employer.size })} />
      </SimpleGrid>
      {children}
    </Card>
  );
}
