import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "./PageTitle";

export default function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <PageTitle title={t("notFound.title")} />
      <Text fz={64} fw={800} c="var(--mantine-primary-color-filled)" aria-hidden="true" lh={1}>
        404
      </Text>
      <Title order={1}>{t("notFound.title")}</Title>
      <Text c="dimmed">{t("notFound.body")}</Text>
      <Button component={Link} to="/">
        {t("notFound.home")}
      </Button>
    </Stack>
  );
}
