/**
 * The keys, newest first: name, the characters that recognise it, its scopes and limits, when it was created and last
 * used, and whether it still works; an active key has "Revoke", asked first. A table on wide screens; on a phone each
 * key is a card of its facts, so nothing needs scrolling sideways.
 */
import { Badge, Button, Code, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { useMediaQuery } from "@mantine/hooks";
import { useTranslation } from "react-i18next";
import { formatDate, formatDateTime } from "../../../lib/format";
import { DataTable } from "../../../ui/DataTable";
import { Fact } from "../../../ui/Fact";
import type { ApiKeyView } from "../lib/api";
import { limitsInWords, scopesInWords, shownKey } from "../lib/words";

export function ApiKeyList({ keys, onRevoke }: { keys: readonly ApiKeyView[]; onRevoke: (key: ApiKeyView) => void }) {
  const { t } = useTranslation();
  const narrow = useMediaQuery("(max-width: 48em)") ?? false;
  const columns = [
    t("apiKeys.list.name"),
    t("apiKeys.list.key"),
    t("apiKeys.list.scopes"),
    t("apiKeys.list.limits"),
    t("apiKeys.list.created"),
    t("apiKeys.list.lastUsed"),
    t("apiKeys.list.state"),
    t("apiKeys.list.actions"),
  ];
  if (narrow)
    return (
      <Stack gap="sm">
        {keys.map((key) => (
          <KeyCard key={key.id} apiKey={key} onRevoke={() => onRevoke(key)} />
        ))}
      </Stack>
    );
  return (
    <DataTable ariaLabel={t("apiKeys.title")} columns={columns} minWidth={900}>
      {keys.map((key) => (
        <KeyRow key={key.id} apiKey={key} onRevoke={() => onRevoke(key)} />
      ))}
    </DataTable>
  );
}

/** The facts of one key, in the reader's language. */
function useKeyWords(key: ApiKeyView) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return {
    scopes: scopesInWords(key.scopes, t, language),
    limits: limitsInWords(key, t, language),
    created: formatDate(key.createdAt, language),
    lastUsed: key.lastUsedAt ? formatDateTime(key.lastUsedAt, language) : t("apiKeys.list.never"),
    state: key.revokedAt ? t("apiKeys.list.revokedOn", { date: formatDate(key.revokedAt, language) }) : t("apiKeys.list.active"),
  };
}

function StateBadge({ apiKey, label }: { apiKey: ApiKeyView; label: string }) {
  return (
    <Badge color={apiKey.revokedAt ? "gray" : "teal"} variant="light" tt="none">
      {label}
    </Badge>
  );
}

function RevokeButton({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation();
  if (apiKey.revokedAt) return null;
  return (
    <Button size="xs" variant="light" color="red" onClick={onRevoke} aria-label={t("apiKeys.list.revokeFor", { name: apiKey.name })}>
      {t("apiKeys.list.revoke")}
    </Button>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const words = useKeyWords(apiKey);
  return (
    <Table.Tr>
      <Table.Td fw={500}>{apiKey.name}</Table.Td>
      <Table.Td>
        <Code translate="no">{shownKey(apiKey.shownPrefix)}</Code>
      </Table.Td>
      <Table.Td>{words.scopes}</Table.Td>
      <Table.Td>
        <Text size="sm">{words.limits.requests}</Text>
        <Text size="sm">{words.limits.cost}</Text>
      </Table.Td>
      <Table.Td>{words.created}</Table.Td>
      <Table.Td>{words.lastUsed}</Table.Td>
      <Table.Td>
        <StateBadge apiKey={apiKey} label={words.state} />
      </Table.Td>
      <Table.Td>
        <RevokeButton apiKey={apiKey} onRevoke={onRevoke} />
      </Table.Td>
    </Table.Tr>
  );
}

function KeyCard({ apiKey, onRevoke }: { apiKey: ApiKeyView; onRevoke: () => void }) {
  const { t } = useTranslation();
  const words = useKeyWords(apiKey);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={apiKey.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: "anywhere" }}>
            {apiKey.name}
          </Title>
          <StateBadge apiKey={apiKey} label={words.state} />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Fact label={t("apiKeys.list.key")} value={<Code translate="no">{shownKey(apiKey.shownPrefix)}</Code>} />
          <Fact label={t("apiKeys.list.scopes")} value={words.scopes} />
          <Fact
            label={t("apiKeys.list.limits")}
            value={
              <>
                {words.limits.requests}
                <br />
                {words.limits.cost}
              </>
            }
          />
          <Fact label={t("apiKeys.list.created")} value={words.created} />
          <Fact label={t("apiKeys.list.lastUsed")} value={words.lastUsed} />
        </SimpleGrid>
        <Group>
          <RevokeButton apiKey={apiKey} onRevoke={onRevoke} />
        </Group>
      </Stack>
    </Paper>
  );
}
