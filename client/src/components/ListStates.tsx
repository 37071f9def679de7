/** Loading, error and empty states shared by the paged lists. */
import type { ReactNode } from "react";
import { Alert, Button, Center, Loader, Paper, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";

export function ListLoading({ label }: { label: string }) {
  return (
    <Center py={64} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader />
        <Text size="sm">{label}</Text>
      </Stack>
    </Center>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={t("list.errorTitle")} role="alert" variant="light">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t("list.retry")}
        </Button>
      </Stack>
    </Alert>
  );
}

export function ListEmpty({ message, action }: { message: string; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="xl" role="status">
      <Stack align="center" gap="sm">
        <Text fw={500}>{message}</Text>
        {action}
      </Stack>
    </Paper>
  );
}
