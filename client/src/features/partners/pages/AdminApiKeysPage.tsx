/**
 * /admin/api-keys (the platform's admins, API_KEY_MANAGERS): the keys partners read the public GraphQL API with. A new
 * key's secret is shown once, above the form that made it; the list shows every key newest first, and an active one
 * can be revoked (asked first). Others see the not-allowed state, as they do when the server answers FORBIDDEN.
 */
import { useCallback, useEffect, useId, useState } from "react";
import { Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { API_KEY_MANAGERS } from "@server/shared/partner-api";
import { ViewerDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ListEmpty, ListError, ListLoading } from "../../../ui/ListStates";
import { ApiKeyError, listApiKeys, revokeApiKey, type ApiKeyView } from "../lib/api";
import { failureMessage } from "../lib/words";
import { ApiKeyList } from "../components/ApiKeyList";
import { NewApiKeyForm } from "../components/NewApiKeyForm";
import { NewKeySecret } from "../components/NewKeySecret";

const isManager = (roles: readonly string[]) => roles.some((r) => (API_KEY_MANAGERS as readonly string[]).includes(r));

export default function AdminApiKeysPage() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const [forbidden, setForbidden] = useState(false);
  const allowed = viewer.loading && !viewer.data ? null : isManager(viewer.data?.viewer?.roles ?? []) && !forbidden;
  return (
    <AdminPage allowed={allowed} subNav={null} title={t("apiKeys.title")} notAllowedBody={t("apiKeys.notAllowedBody")}>
      <ApiKeys onForbidden={() => setForbidden(true)} />
    </AdminPage>
  );
}

function ApiKeys({ onForbidden }: { onForbidden: () => void }) {
  const { t } = useTranslation();
  const formHeading = useId();
  const listHeading = useId();
  const [keys, setKeys] = useState<ApiKeyView[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [created, setCreated] = useState<{ key: ApiKeyView; secret: string } | null>(null);
  const [revoking, setRevoking] = useState<ApiKeyView | null>(null);
  // Kept while the dialog closes, so its title does not lose the key's name on the way out.
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [revokeBusy, setRevokeBusy] = useState(false);
  const [revokeError, setRevokeError] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });

  const refused = useCallback(
    (err: unknown) => {
      if (err instanceof ApiKeyError && err.code === "FORBIDDEN") onForbidden();
    },
    [onForbidden],
  );

  const load = useCallback(() => {
    setLoadError(null);
    listApiKeys().then(setKeys, (err: unknown) => {
      refused(err);
      setLoadError(failureMessage(err, t("apiKeys.list.failed"), t));
    });
  }, [refused, t]);
  useEffect(load, [load]);

  function onCreated(key: ApiKeyView, secret: string) {
    setFeedback({ done: null, error: null });
    setCreated({ key, secret });
    setKeys((list) => [key, ...(list ?? []).filter((k) => k.id !== key.id)]);
  }

  async function revoke() {
    if (!revoking || !confirmOpen) return;
    setRevokeBusy(true);
    setRevokeError(null);
    try {
      const key = await revokeApiKey(revoking.id);
      setKeys((list) => list?.map((k) => (k.id === key.id ? key : k)) ?? null);
      setFeedback({ done: t("apiKeys.revoke.done", { name: key.name }), error: null });
      setConfirmOpen(false);
    } catch (err) {
      refused(err);
      if (err instanceof ApiKeyError && err.code === "NOT_FOUND") {
        // Gone already: say so beside the list, and show the list as the server has it now.
        setFeedback({ done: null, error: t("apiKeys.errors.NOT_FOUND") });
        setConfirmOpen(false);
        load();
      } else {
        setRevokeError(failureMessage(err, t("apiKeys.revoke.failed"), t));
      }
    } finally {
      setRevokeBusy(false);
    }
  }

  return (
    <Stack gap="lg">
      <Text>{t("apiKeys.intro")}</Text>
      {created && <NewKeySecret apiKey={created.key} secret={created.secret} onDismiss={() => setCreated(null)} />}
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={formHeading}>
        <Title order={2} size="h3" id={formHeading} mb="md">
          {t("apiKeys.form.title")}
        </Title>
        <NewApiKeyForm onCreated={onCreated} />
      </Paper>
      <Stack component="section" gap="sm" aria-labelledby={listHeading}>
        <Title order={2} size="h3" id={listHeading}>
          {t("apiKeys.list.title")}
        </Title>
        <ActionFeedback done={feedback.done} error={feedback.error} />
        {loadError ? (
          <ListError message={loadError} onRetry={load} />
        ) : keys === null ? (
          <ListLoading label={t("apiKeys.list.loading")} count={3} />
        ) : keys.length === 0 ? (
          <ListEmpty message={t("apiKeys.list.empty")} />
        ) : (
          <ApiKeyList
            keys={keys}
            onRevoke={(key) => {
              setRevokeError(null);
              setFeedback({ done: null, error: null });
              setRevoking(key);
              setConfirmOpen(true);
            }}
          />
        )}
      </Stack>
      <ConfirmDialog
        opened={confirmOpen}
        title={t("apiKeys.revoke.title", { name: revoking?.name ?? "" })}
        body={t("apiKeys.revoke.body")}
        confirmLabel={t("apiKeys.revoke.confirm")}
        cancelLabel={t("apiKeys.revoke.cancel")}
        loading={revokeBusy}
        error={revokeError}
        onConfirm={() => void revoke()}
        onClose={() => setConfirmOpen(false)}
      />
    </Stack>
  );
}
