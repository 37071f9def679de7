/**
 * What the routed page shows when it fails to render or its chunk fails to download (the page error boundary in the
 * app layout): one h1, a short message, "Try again" (renders the page again, asking for a failed chunk again), a reload
 * and a way home. The header and navigation around it keep working.
 */
import { useId } from "react";
import { Link } from "react-router";
import { Alert, Button, Group, Stack, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { PageTitle } from "./PageTitle";

/** A dynamic import that failed (Chrome, Firefox and Safari word it differently; Vite's preload says "preload"). */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|unable to preload css/i.test(error.message);
}

export function PageError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const title = t("app.error.title");
  return (
    <Stack component="section" aria-labelledby={titleId} maw={640} mx="auto" py="xl" gap="md">
      <PageTitle title={title} />
      <Title order={1} id={titleId}>
        {title}
      </Title>
      <Alert color="red" variant="light">
        {isChunkLoadError(error) ? t("app.error.loadBody") : t("app.error.body")}
      </Alert>
      <Group gap="sm">
        <Button onClick={onRetry}>{t("app.error.retry")}</Button>
        <Button variant="default" onClick={() => window.location.reload()}>
          {t("app.error.reload")}
        </Button>
        <Button variant="subtle" component={Link} to="/">
          {t("app.error.home")}
        </Button>
      </Group>
    </Stack>
  );
}
