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
        <Button size="xs" variant="default" onClick={onRetry}>
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

/**
 * The body of an unpaged query's list: loading (no data yet), error without data (with retry), empty, or `children`.
 * `query` is the query's result (`useQuery`); `messages` holds the translated texts of the three states.
 */
export function QueryListBody({
  query,
  isEmpty,
  messages,
  children,
}: {
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  isEmpty: boolean;
  messages: { loading: string; error: string; empty: string };
  children: ReactNode;
}) {
  const hasData = query.data != null;
  if (query.loading && !hasData) return <ListLoading label={messages.loading} />;
  if (query.error && !hasData) return <ListError message={messages.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <ListEmpty message={messages.empty} />;
  return <>{children}</>;
}
