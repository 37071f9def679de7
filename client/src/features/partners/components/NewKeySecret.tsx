/**
 * A new key's secret, the only time anyone sees it: in a highlighted box with a copy button, the warning that it will
 * not be shown again, and how a partner sends it (either header) with a link to GraphiQL to try queries. It gets the
 * focus when it appears, so a screen reader hears it at once; "I have copied it" puts it away for good.
 */
import { useEffect, useRef } from "react";
import { Alert, Anchor, Button, Code, CopyButton, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { API_KEY_HEADER } from "@server/shared/partner-api";
import type { ApiKeyView } from "../lib/api";

/** The router's GraphiQL, outside the client's routes. */
const GRAPHIQL_PATH = "/graphiql";

export function NewKeySecret({ apiKey, secret, onDismiss }: { apiKey: ApiKeyView; secret: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [secret]);
  return (
    <Alert
      ref={box}
      tabIndex={-1}
      color="yellow"
      variant="light"
      radius="md"
      title={t("apiKeys.secret.title", { name: apiKey.name })}
      role="region"
    >
      <Stack gap="sm">
        <Text fw={700} size="sm">
          {t("apiKeys.secret.warning")}
        </Text>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label={t("apiKeys.secret.label")}
            value={secret}
            readOnly
            translate="no"
            ff="monospace"
            style={{ flex: 1, minWidth: 0 }}
            onFocus={(e) => e.currentTarget.select()}
          />
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="filled" onClick={copy}>
                <span aria-live="polite">{copied ? t("apiKeys.secret.copied") : t("apiKeys.secret.copy")}</span>
              </Button>
            )}
          </CopyButton>
        </Group>
        <Text size="sm">{t("apiKeys.secret.howTo")}</Text>
        <Stack gap={4} translate="no">
          <Code block>{"Authorization: Bearer <key>"}</Code>
          <Code block>{`${API_KEY_HEADER}: <key>`}</Code>
        </Stack>
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Anchor href={GRAPHIQL_PATH} size="sm">
            {t("apiKeys.secret.tryIt")}
          </Anchor>
          <Button variant="default" size="xs" onClick={onDismiss}>
            {t("apiKeys.secret.dismiss")}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
