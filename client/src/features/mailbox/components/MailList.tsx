/**
 * The mailbox's messages, newest first: each a link that opens it (?message=<id>, the filter kept), the open one marked
 * as current; "Load more" asks for the messages before the last one shown.
 */
import { Button, Group, Paper, Stack, Text, UnstyledButton } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type { MailSummary } from "../lib/api";
import { formatSentAt } from "../lib/format";

export function MailList({
  messages,
  labelledBy,
  selectedId,
  hrefOf,
  onOpen,
  hasMore,
  more,
  onLoadMore,
}: {
  messages: MailSummary[];
  /** The id of the heading that names the list. */
  labelledBy: string;
  selectedId: string | null;
  hrefOf: (id: string) => string;
  onOpen: () => void;
  hasMore: boolean;
  more: "idle" | "loading" | "failed";
  onLoadMore: () => void;
}) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      <Stack component="ul" aria-labelledby={labelledBy} gap="xs" m={0} p={0} style={{ listStyle: "none" }}>
        {messages.map((m) => {
          const current = m.id === selectedId;
          return (
            <li key={m.id}>
              <Paper
                withBorder
                radius="md"
                bg={current ? "var(--mantine-primary-color-light)" : undefined}
                style={current ? { borderColor: "var(--mantine-primary-color-filled)" } : undefined}
              >
                <UnstyledButton
                  component={Link}
                  to={hrefOf(m.id)}
                  onClick={onOpen}
                  aria-current={current ? "true" : undefined}
                  p="sm"
                  w="100%"
                  display="block"
                >
                  <Text fw={600} size="sm" style={{ overflowWrap: "anywhere" }}>
                    {m.subject}
                  </Text>
                  <Group justify="space-between" gap={4} wrap="wrap">
                    <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                      {t("mailbox.list.to", { to: m.to })}
                    </Text>
                    <Text size="xs" c="dimmed" component="time" dateTime={m.createdAt}>
                      {formatSentAt(m.createdAt, i18n.language)}
                    </Text>
                  </Group>
                </UnstyledButton>
              </Paper>
            </li>
          );
        })}
      </Stack>
      {more === "failed" && (
        <Text size="sm" c="var(--mantine-color-error)" role="alert">
          {t("mailbox.list.moreError")}
        </Text>
      )}
      {hasMore && (
        <Button variant="default" onClick={onLoadMore} loading={more === "loading"} style={{ alignSelf: "center" }}>
          {t("mailbox.list.loadMore")}
        </Button>
      )}
    </Stack>
  );
}
