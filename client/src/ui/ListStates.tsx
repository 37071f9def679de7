/** Loading, error and empty states shared by the paged lists. */
import type { ReactNode } from "react";
import { Alert, Box, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text, VisuallyHidden } from "@mantine/core";
import { useTranslation } from "react-i18next";

/**
 * The shape a list takes while it loads: `rows` (a table or a stacked list), `cards` (a grid of cards) or `page` (a
 * detail page: a title, a few lines and a block).
 */
export type ListSkeletonVariant = "rows" | "cards" | "page";

const SKELETON_COUNT: Record<ListSkeletonVariant, number> = { rows: 5, cards: 6, page: 1 };

/**
 * Placeholders shaped like the content about to arrive, so the page does not jump when it does. Screen readers hear
 * `label` once (a polite status with that name); the grey shapes themselves are hidden from them.
 */
export function ListLoading({ label, variant = "rows", count }: { label: string; variant?: ListSkeletonVariant; count?: number }) {
  const n = count ?? SKELETON_COUNT[variant];
  return (
    <Box role="status" aria-live="polite" aria-label={label} data-loading-skeleton={variant}>
      <VisuallyHidden>{label}</VisuallyHidden>
      <Box aria-hidden="true">
        {variant === "cards" ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {Array.from({ length: n }, (_, i) => (
              <Paper key={i} withBorder radius="md" p="md">
                <Stack gap="sm">
                  <Group gap="sm" wrap="nowrap">
                    <Skeleton height={40} width={40} radius="md" />
                    <Skeleton height={14} width="60%" />
                  </Group>
                  <Skeleton height={10} />
                  <Skeleton height={10} width="80%" />
                  <Skeleton height={24} width={96} radius="xl" />
                </Stack>
              </Paper>
            ))}
          </SimpleGrid>
        ) : variant === "page" ? (
          <Stack gap="md">
            <Skeleton height={28} width="55%" />
            <Skeleton height={12} width="35%" />
            <Stack gap={8}>
              <Skeleton height={10} />
              <Skeleton height={10} />
              <Skeleton height={10} width="70%" />
            </Stack>
            <Skeleton height={160} radius="md" />
          </Stack>
        ) : (
          <Stack gap="sm">
            {Array.from({ length: n }, (_, i) => (
              <Paper key={i} withBorder radius="md" p="md">
                <Group justify="space-between" wrap="nowrap" gap="md">
                  <Stack gap={8} style={{ flex: 1 }}>
                    <Skeleton height={12} width={i % 2 ? "45%" : "60%"} />
                    <Skeleton height={10} width={i % 2 ? "70%" : "35%"} />
                  </Stack>
                  <Skeleton height={28} width={72} radius="md" />
                </Group>
              </Paper>
            ))}
          </Stack>
        )}
      </Box>
    </Box>
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
  skeleton,
  children,
}: {
  query: { data?: unknown; loading: boolean; error?: unknown; refetch: () => unknown };
  isEmpty: boolean;
  messages: { loading: string; error: string; empty: string };
  /** The loading placeholders' shape (rows by default). */
  skeleton?: ListSkeletonVariant;
  children: ReactNode;
}) {
  const hasData = query.data != null;
  if (query.loading && !hasData) return <ListLoading label={messages.loading} variant={skeleton} />;
  if (query.error && !hasData) return <ListError message={messages.error} onRetry={() => void query.refetch()} />;
  if (isEmpty) return <ListEmpty message={messages.empty} />;
  return <>{children}</>;
}
