/**
 * The settings page's "Your data" section (#settings-data): the person downloads a copy of everything we hold about
 * them as one JSON file (GET /auth/export), or deletes their account. The deletion dialog lists what is erased and
 * what is kept and why, from the server's erasure policy (one source: subgraphs/shared/rules/account-erasure.ts), and
 * asks for the password; the person is then logged out to the home page.
 */
import { useState, type FormEvent } from "react";
import { Alert, Button, Group, List, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useApolloClient } from "@apollo/client/react";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { ParseKeys } from "i18next";
import { ERASURE_POLICY, FINANCIAL_RECORDS_YEARS, type ErasingService } from "@server/shared/rules/account-erasure";
import { AuthError, authErrorMessage, type AuthErrorCode } from "../lib/api";
import { deleteAccount, downloadPersonalData, saveFile } from "../lib/yourData";
import { PasswordField } from "./PasswordField";

const KNOWN: readonly AuthErrorCode[] = ["RATE_LIMITED", "NETWORK", "SERVICE_UNAVAILABLE"];
const SERVICES = Object.keys(ERASURE_POLICY) as ErasingService[];

export function YourData() {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const download = async () => {
    setError(null);
    setDownloading(true);
    try {
      saveFile(await downloadPersonalData());
    } catch (err) {
      setError(err instanceof AuthError ? authErrorMessage(err, KNOWN, t) : t("errors.UNKNOWN"));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Paper withBorder radius="md" p="lg" component="section" id="settings-data" tabIndex={-1} aria-labelledby="settings-data-heading">
      <Title order={2} size="h3" id="settings-data-heading" mb="xs">
        {t("yourData.title")}
      </Title>
      <Text size="sm" mb="md">
        {t("yourData.exportIntro")}
      </Text>
      {error && (
        <Alert color="red" variant="light" role="alert" title={t("yourData.exportFailed")} mb="md">
          {error}
        </Alert>
      )}
      <Group>
        <Button variant="light" onClick={() => void download()} loading={downloading}>
          {t("yourData.download")}
        </Button>
      </Group>
      <Title order={3} size="h4" mt="xl" mb="xs">
        {t("yourData.deleteTitle")}
      </Title>
      <Text size="sm" mb="md">
        {t("yourData.deleteIntro")}
      </Text>
      <Group>
        <Button color="red" variant="light" onClick={() => setDeleting(true)}>
          {t("yourData.delete")}
        </Button>
      </Group>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} />}
    </Paper>
  );
}

/** What deleting erases and what it keeps, and why, service by service, in the policy's order. */
function WhatHappens() {
  const { t } = useTranslation();
  const erased = SERVICES.filter((s) => ERASURE_POLICY[s].erased.length > 0);
  const kept = SERVICES.flatMap((s) => ERASURE_POLICY[s].kept.map((k) => ({ service: s, first: k.what[0]!, reason: k.reason })));
  return (
    <Stack gap="xs">
      <Text size="sm" fw={600} id="delete-erased-heading">
        {t("yourData.erasedHeading")}
      </Text>
      <List size="sm" spacing={4} aria-labelledby="delete-erased-heading">
        {erased.map((service) => (
          <List.Item key={service}>{t(`yourData.erased.${service}` as ParseKeys)}</List.Item>
        ))}
      </List>
      <Text size="sm" fw={600} id="delete-kept-heading" mt="xs">
        {t("yourData.keptHeading")}
      </Text>
      <List size="sm" spacing={4} aria-labelledby="delete-kept-heading">
        {kept.map(({ service, first, reason }) => (
          <List.Item key={`${service}.${first}`}>
            {t(`yourData.kept.${service}.${first}` as ParseKeys)}{" "}
            <Text span size="sm" c="dimmed">
              {t(`yourData.reasons.${reason}` as ParseKeys, { years: FINANCIAL_RECORDS_YEARS })}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [password, setPassword] = useState("");
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setPasswordError(null);
    if (!password) return setPasswordError(t("yourData.passwordRequired"));
    setSaving(true);
    try {
      await deleteAccount(password);
    } catch (err) {
      setSaving(false);
      if (err instanceof AuthError && err.code === "BAD_USER_INPUT") return setPasswordError(t("yourData.wrongPassword"));
      if (err instanceof AuthError && err.code === "UNAUTHENTICATED") return setError(t("accountSecurity.signedOut"));
      return setError(err instanceof AuthError ? authErrorMessage(err, KNOWN, t) : t("errors.UNKNOWN"));
    }
    // Every session has ended: what this browser still holds of the account goes (as on logging out; this page may
    // lead to log in meanwhile), and the person lands at home.
    await client.clearStore();
    await client.refetchQueries({ include: "active" }).catch(() => undefined);
    void navigate("/", { replace: true });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      title={t("yourData.confirmTitle")}
      centered
      size="lg"
      closeButtonProps={{ "aria-label": t("yourData.cancel") }}
    >
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("yourData.confirmBody")}</Text>
          <WhatHappens />
          {error && (
            <Alert color="red" variant="light" role="alert" title={t("yourData.deleteFailed")}>
              {error}
            </Alert>
          )}
          <PasswordField
            label={t("yourData.password")}
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.currentTarget.value)}
            error={passwordError}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={saving}>
              {t("yourData.cancel")}
            </Button>
            <Button type="submit" color="red" loading={saving}>
              {t("yourData.confirmDelete")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
