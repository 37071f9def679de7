/**
 * The settings page's account sections: the email address and whether it is verified (with a new link when not),
 * changing it (confirmed from the new address), changing the password, and the sessions list (end one, or log out everywhere). They speak the /auth/* HTTP contract,
 * not GraphQL, so they keep their own state rather than the Apollo cache.
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from "react";
import { Alert, Badge, Button, Group, List, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
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
  requestEmailChange,
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

/** The anchors emails and other pages link to (`/settings#settings-address`). */
const SECTIONS = ["settings-security", "settings-address", "settings-sessions"];
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
    <Stack gap="xs" id="settings-address" tabIndex={-1} role="group" aria-labelledby="settings-address-label">
      <Text size="sm" fw={600} id="settings-address-label">
        {t("accountSecurity.email")}
      </Text>
      <Group gap="sm" wrap="wrap">
        <Text style={{ overflowWrap: "anywhere" }}>{viewer.email}</Text>
        <Badge color={verified ? "green" : "yellow"} variant="light" c="var(--tf-text-strong)">
          {verified ? t("accountSecurity.verified") : t("accountSecurity.unverified")}
        </Badge>
      </Group>
      <ChangeEmail current={viewer.email} />
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

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Change email address": the new address and the current password; a link goes to the new address and the address
 * changes only when it is opened (the account keeps the current one until then).
 */
function ChangeEmail({ current }: { current: string }) {
  const { t } = useTranslation();
  const failure = useFailure();
  const [open, setOpen] = useState(false);
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ newEmail?: string; currentPassword?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const errs: { newEmail?: string; currentPassword?: string } = {};
    if (!EMAIL_SHAPE.test(newEmail.trim())) errs.newEmail = t("changeEmail.invalid");
    else if (newEmail.trim().toLowerCase() === current.toLowerCase()) errs.newEmail = t("changeEmail.same");
    if (!currentPassword) errs.currentPassword = t("validation.required");
    setFieldErrors(errs);
    if (Object.keys(errs).length) return;
    setSaving(true);
    try {
      await requestEmailChange({ newEmail: newEmail.trim(), currentPassword });
      setSentTo(newEmail.trim());
      setOpen(false);
      setNewEmail("");
      setCurrentPassword("");
    } catch (err) {
      if (err instanceof AuthError && err.code === "BAD_USER_INPUT") {
        const taken = /another account/.test(err.fields.newEmail ?? "");
        const same = /already your address/.test(err.fields.newEmail ?? "");
        setFieldErrors({
          ...(err.fields.newEmail
            ? { newEmail: taken ? t("changeEmail.taken") : same ? t("changeEmail.same") : t("changeEmail.invalid") }
            : {}),
          ...(err.fields.currentPassword ? { currentPassword: t("changeEmail.wrongCurrent") } : {}),
        });
      }
      setError(failure(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Stack gap="sm" mt="xs">
      <SavedNote show={!!sentTo} message={t("changeEmail.sent", { email: sentTo ?? "", current })} />
      {!open ? (
        <Group>
          <Button variant="default" onClick={() => setOpen(true)}>
            {t("changeEmail.open")}
          </Button>
        </Group>
      ) : (
        <form onSubmit={onSubmit} noValidate aria-labelledby="settings-change-email-heading">
          <Stack gap="md">
            <Title order={3} size="h4" id="settings-change-email-heading">
              {t("changeEmail.title")}
            </Title>
            {error && (
              <Alert color="red" variant="light" role="alert" title={t("changeEmail.failed")}>
                {error}
              </Alert>
            )}
            <TextInput
              label={t("changeEmail.newEmail")}
              type="email"
              autoComplete="email"
              required
              value={newEmail}
              onChange={(e) => setNewEmail(e.currentTarget.value)}
              error={fieldErrors.newEmail}
            />
            <PasswordField
              label={t("changeEmail.currentPassword")}
              autoComplete="current-password"
              required
              value={currentPassword}
              onChange={(e) => setCurrentPassword(e.currentTarget.value)}
              error={fieldErrors.currentPassword}
            />
            <Group>
              <Button type="submit" loading={saving}>
                {t("changeEmail.submit")}
              </Button>
              <Button
                variant="subtle"
                onClick={() => {
                  setOpen(false);
                  setError(null);
                  setFieldErrors({});
                }}
              >
                {t("changeEmail.cancel")}
              </Button>
            </Group>
          </Stack>
        </form>
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
