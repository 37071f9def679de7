/**
 * The settings page's account sections: the email address and whether it is verified (with a new link when not),
 * changing the password, and the sessions list (end one, or log out everywhere). They speak the /auth/* HTTP contract,
 * not GraphQL, so they keep their own state rather than the Apollo cache.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, Title } from "@mantine/core";
import { useNavigate, useLocation } from "react-router";
import { useApolloClient } from "@apollo/client/react";
import { Trans, useTranslation } from "react-i18next";
import { PasswordField } from "./PasswordField";
import {
  AuthError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  authErrorMessage,
  changePassword,
  endSession,
  listSessions,
  logoutEverywhere,
  resendVerification,
  session,
  type AuthErrorCode,
  type AuthSession,
  type AuthViewer,
} from "../lib/api";
import { deviceName } from "../lib/userAgent";
import { formatDateTime } from "../../../lib/format";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { SavedNote } from "../../../ui/SavedNote";

/** The anchors emails and other pages link to (`/settings#settings-email`). */
const SECTIONS = ["settings-security", "settings-email", "settings-sessions"];
const KNOWN: readonly AuthErrorCode[] = ["RATE_LIMITED", "BAD_USER_INPUT", "NETWORK", "SERVICE_UNAVAILABLE"];

/** The reader's words for a failed request: a lost session says so (the shell's UNAUTHENTICATED is about log-in). */
function useFailure() {
  const { t } = useTranslation();
  return useCallback(
    (err: unknown, fallback?: string) =>
      err instanceof AuthError
        ? err.code === "UNAUTHENTICATED"
          ? t("accountSecurity.signedOut")
          : authErrorMessage(err, KNOWN, t)
        : (fallback ?? t("errors.UNKNOWN")),
    [t],
  );
}

export function AccountSecurity() {
  const { t } = useTranslation();
  const location = useLocation();
  const [sessions, setSessions] = useState<AuthSession[] | null>(null);
  const [sessionsError, setSessionsError] = useState<string | null>(null);
  const failure = useFailure();

  const loadSessions = useCallback(() => {
    setSessionsError(null);
    listSessions().then(setSessions, (err: unknown) => setSessionsError(failure(err, t("accountSecurity.sessionsFailed"))));
  }, [failure, t]);
  useEffect(loadSessions, [loadSessions]);

  // These sections arrive after the rest of the settings page: a link to one of them lands on it once it is here.
  const loaded = sessions !== null || sessionsError !== null;
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (!loaded || !SECTIONS.includes(id)) return;
    const el = document.getElementById(id);
    el?.scrollIntoView?.({ block: "start" });
    el?.focus?.({ preventScroll: true });
  }, [loaded, location.hash]);

  return (
    <>
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="section"
        id="settings-security"
        tabIndex={-1}
        aria-labelledby="settings-security-heading"
      >
        <Title order={2} size="h3" id="settings-security-heading" mb="md">
          {t("accountSecurity.title")}
        </Title>
        <Stack gap="xl">
          <EmailStatus />
          <ChangePasswordForm onChanged={loadSessions} />
        </Stack>
      </Paper>
      <Paper
        withBorder
        radius="md"
        p="lg"
        component="section"
        id="settings-sessions"
        tabIndex={-1}
        aria-labelledby="settings-sessions-heading"
      >
        <Title order={2} size="h3" id="settings-sessions-heading" mb="xs">
          {t("accountSecurity.sessions")}
        </Title>
        <Text size="sm" mb="md">
          {t("accountSecurity.sessionsIntro")}
        </Text>
        {sessionsError ? (
          <ListError message={sessionsError} onRetry={loadSessions} />
        ) : sessions === null ? (
          <ListLoading label={t("app.loading")} count={2} />
        ) : (
          <SessionList sessions={sessions} onEnded={(id) => setSessions((list) => list?.filter((s) => s.id !== id) ?? null)} />
        )}
      </Paper>
    </>
  );
}

function EmailStatus() {
  const { t } = useTranslation();
  const failure = useFailure();
  const [viewer, setViewer] = useState<AuthViewer | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(() => {
    setLoadError(null);
    session().then(
      (v) => (v ? setViewer(v) : setLoadError(t("accountSecurity.signedOut"))),
      (err: unknown) => setLoadError(failure(err, t("accountSecurity.loadFailed"))),
    );
  }, [failure, t]);
  useEffect(load, [load]);

  async function resend() {
    setSending(true);
    setError(null);
    try {
      await resendVerification();
      setSent(true);
    } catch (err) {
      if (err instanceof AuthError && err.code === "BAD_USER_INPUT") {
        // Verified meanwhile (in another tab): show it as it is.
        setError(t("accountSecurity.alreadyVerified"));
        load();
      } else setError(failure(err));
    } finally {
      setSending(false);
    }
  }

  if (loadError) return <ListError message={loadError} onRetry={load} />;
  if (!viewer) return <ListLoading label={t("app.loading")} count={1} />;
  const verified = viewer.emailVerified !== false;
  return (
    <Stack gap="xs" id="settings-email" tabIndex={-1} role="group" aria-labelledby="settings-email-label">
      <Text size="sm" fw={600} id="settings-email-label">
        {t("accountSecurity.email")}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text style={{ overflowWrap: "anywhere" }}>{viewer.email}</Text>
        <Badge color={verified ? "green" : "yellow"} variant="light" c="var(--tf-text-strong)">
          {verified ? t("accountSecurity.verified") : t("accountSecurity.unverified")}
        </Badge>
      </Group>
      {!verified && (
        <>
          <Text size="sm">{t("accountSecurity.unverifiedNote")}</Text>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <SavedNote show={sent} message={t("accountSecurity.resent")} />
          <Group>
            <Button variant="light" onClick={() => void resend()} loading={sending}>
              {t("accountSecurity.resend")}
            </Button>
          </Group>
        </>
      )}
    </Stack>
  );
}

type PasswordErrors = { currentPassword?: string; newPassword?: string; confirm?: string };

function ChangePasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation();
  // Mantine names the show/hide button in English.
  const failure = useFailure();
  const [currentPassword, setCurrentPassword] = useState("");
  const [newPassword, setNewPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<PasswordErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setChanged(false);
    const errs: PasswordErrors = {};
    if (!currentPassword) errs.currentPassword = t("validation.required");
    if (newPassword.length < PASSWORD_MIN || newPassword.length > PASSWORD_MAX) errs.newPassword = t("validation.passwordLength");
    if (!confirm) errs.confirm = t("validation.required");
    else if (confirm !== newPassword) errs.confirm = t("accountSecurity.mismatch");
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setSaving(true);
    try {
      await changePassword({ currentPassword, newPassword });
      setCurrentPassword("");
      setNewPassword("");
      setConfirm("");
      setChanged(true);
      onChanged();
    } catch (err) {
      if (err instanceof AuthError) {
        setFieldErrors({
          ...(err.fields.currentPassword ? { currentPassword: t("accountSecurity.wrongCurrent") } : {}),
          ...(err.fields.newPassword ? { newPassword: t("validation.passwordLength") } : {}),
        });
      }
      setError(failure(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="settings-password-heading">
      <Stack gap="md">
        <Title order={3} size="h4" id="settings-password-heading">
          {t("accountSecurity.changePassword")}
        </Title>
        {error && (
          <Alert color="red" variant="light" role="alert" title={t("accountSecurity.changeFailed")}>
            {error}
          </Alert>
        )}
        <PasswordField
          label={t("accountSecurity.currentPassword")}
          autoComplete="current-password"
          required
          value={currentPassword}
          onChange={(e) => setCurrentPassword(e.currentTarget.value)}
          error={fieldErrors.currentPassword}
        />
        <PasswordField
          label={t("accountSecurity.newPassword")}
          description={t("accountSecurity.passwordHint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(e) => setNewPassword(e.currentTarget.value)}
          error={fieldErrors.newPassword}
        />
        <PasswordField
          label={t("accountSecurity.confirmPassword")}
          autoComplete="new-password"
          required
          value={confirm}
          onChange={(e) => setConfirm(e.currentTarget.value)}
          error={fieldErrors.confirm}
        />
        <SavedNote show={changed} message={t("accountSecurity.changed")} />
        <Group>
          <Button type="submit" loading={saving}>
            {t("accountSecurity.changeSubmit")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A browser and system in short words; their product names are kept as they are in every language. */
function DeviceLabel({ userAgent, id }: { userAgent: string | null; id: string }) {
  const { t } = useTranslation();
  const { browser, os } = deviceName(userAgent);
  const name = <span translate="no" />;
  return (
    <Text fw={600} id={id}>
      {browser && os ? (
        <Trans t={t} i18nKey="accountSecurity.device" values={{ browser, os }} components={{ name }} />
      ) : os ? (
        <Trans t={t} i18nKey="accountSecurity.deviceOn" values={{ os }} components={{ name }} />
      ) : browser ? (
        <span translate="no">{browser}</span>
      ) : (
        t("accountSecurity.unknownDevice")
      )}
    </Text>
  );
}

function SessionList({ sessions, onEnded }: { sessions: AuthSession[]; onEnded: (id: string) => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const failure = useFailure();
  const [confirming, setConfirming] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const [logoutError, setLogoutError] = useState<string | null>(null);

  async function everywhere() {
    setLoggingOut(true);
    setLogoutError(null);
    try {
      await logoutEverywhere();
    } catch (err) {
      setLogoutError(failure(err, t("accountSecurity.logoutEverywhereFailed")));
      setLoggingOut(false);
      return;
    }
    // As logging out does: leave before the page finds itself logged out, then forget what the viewer could see.
    void navigate("/login", { replace: true });
    await client.clearStore();
    await client.refetchQueries({ include: "active" }).catch(() => undefined);
  }

  return (
    <Stack gap="md">
      <List listStyleType="none" spacing="sm" p={0} m={0}>
        {sessions.map((s) => (
          <SessionItem key={s.id} session={s} onEnded={onEnded} />
        ))}
      </List>
      {!sessions.some((s) => !s.current) && <Text size="sm">{t("accountSecurity.noOthers")}</Text>}
      <Group>
        <Button color="red" variant="light" onClick={() => setConfirming(true)}>
          {t("accountSecurity.logoutEverywhere")}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirming}
        title={t("accountSecurity.logoutEverywhereTitle")}
        body={t("accountSecurity.logoutEverywhereBody")}
        confirmLabel={t("accountSecurity.logoutEverywhere")}
        cancelLabel={t("form.cancel")}
        loading={loggingOut}
        error={logoutError}
        onConfirm={() => void everywhere()}
        onClose={() => {
          setConfirming(false);
          setLogoutError(null);
        }}
      />
    </Stack>
  );
}

function SessionItem({ session: s, onEnded }: { session: AuthSession; onEnded: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const failure = useFailure();
  const id = useId();
  const [ending, setEnding] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function end() {
    setEnding(true);
    setError(null);
    try {
      await endSession(s.id);
      onEnded(s.id);
    } catch (err) {
      // Ended meanwhile (it expired, or from another tab): it is gone either way.
      if (err instanceof AuthError && err.code === "NOT_FOUND") onEnded(s.id);
      else {
        setError(failure(err, t("accountSecurity.endFailed")));
        setEnding(false);
      }
    }
  }

  return (
    <List.Item>
      <Paper withBorder radius="sm" p="sm">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <DeviceLabel userAgent={s.userAgent} id={`${id}-device`} />
              {s.current && (
                <Badge color="blue" variant="light" c="var(--tf-text-strong)">
                  {t("accountSecurity.thisDevice")}
                </Badge>
              )}
            </Group>
            <Text size="sm" c="dimmed" id={`${id}-seen`}>
              {t("accountSecurity.lastActive", { date: formatDateTime(s.lastSeenAt, i18n.language) })}
            </Text>
            <Text size="sm" c="dimmed">
              {t("accountSecurity.created", { date: formatDateTime(s.createdAt, i18n.language) })}
            </Text>
          </Stack>
          {!s.current && (
            <Button
              id={`${id}-end`}
              aria-labelledby={`${id}-end ${id}-device ${id}-seen`}
              variant="default"
              size="xs"
              onClick={() => void end()}
              loading={ending}
            >
              {t("accountSecurity.end")}
            </Button>
          )}
        </Group>
        {error && (
          <Alert color="red" variant="light" role="alert" mt="xs">
            {error}
          </Alert>
        )}
      </Paper>
    </List.Item>
  );
}
