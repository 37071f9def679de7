/**
 * /reset-password?token=…: a new password from an emailed link. Success ends every session of the account, so the
 * person then logs in (no automatic log-in); a link that is missing, used, replaced or expired leads to ask again.
 */
import { useState, type FormEvent } from "react";
import { Alert, Anchor, Button, Container, Paper, Stack, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PasswordField } from "../components/PasswordField";
import { AuthError, PASSWORD_MAX, PASSWORD_MIN, authErrorMessage, resetPassword } from "../lib/api";
import { PageTitle } from "../../../ui/PageTitle";
import { SUCCESS_TITLE } from "../components/successTitle";

type Errors = { password?: string; confirm?: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  // Mantine names the show/hide button in English.
  const [params] = useSearchParams();
  const client = useApolloClient();
  const token = params.get("token")?.trim() ?? "";
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [fieldErrors, setFieldErrors] = useState<Errors>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [state, setState] = useState<"form" | "done" | "dead">(token ? "form" : "dead");

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const errs: Errors = {};
    if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) errs.password = t("validation.passwordLength");
    if (!confirm) errs.confirm = t("validation.required");
    else if (confirm !== password) errs.confirm = t("resetPassword.mismatch");
    setFieldErrors(errs);
    if (errs.password || errs.confirm) return;
    setSubmitting(true);
    try {
      await resetPassword({ token, password });
      setState("done");
      // Every session of the account has ended, this browser's too if it was logged in: show it as a visitor.
      await client.clearStore();
      await client.refetchQueries({ include: "active" }).catch(() => undefined);
    } catch (err) {
      if (err instanceof AuthError && err.fields.token) setState("dead");
      else if (err instanceof AuthError) {
        if (err.fields.password) setFieldErrors({ password: t("validation.passwordLength") });
        setError(authErrorMessage(err, ["RATE_LIMITED", "BAD_USER_INPUT", "NETWORK", "SERVICE_UNAVAILABLE"], t));
      } else setError(t("errors.UNKNOWN"));
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container size={420} py="lg">
      <PageTitle title={t("resetPassword.title")} />
      <Title order={1} mb="lg" id="reset-heading">
        {t("resetPassword.title")}
      </Title>
      {state === "done" && (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={t("resetPassword.doneTitle")} styles={SUCCESS_TITLE}>
              {t("resetPassword.done")}
            </Alert>
            <Button component={Link} to="/login" fullWidth>
              {t("resetPassword.logIn")}
            </Button>
          </Stack>
        </Paper>
      )}
      {state === "dead" && (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={t("resetPassword.deadTitle")}>
              {t("resetPassword.dead")}
            </Alert>
            <Anchor component={Link} to="/forgot-password">
              {t("resetPassword.askAgain")}
            </Anchor>
          </Stack>
        </Paper>
      )}
      {state === "form" && (
        <Paper withBorder radius="md" p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="reset-heading">
          <Stack gap="md">
            {error && (
              <Alert color="red" variant="light" role="alert" title={t("resetPassword.failed")}>
                {error}
              </Alert>
            )}
            <PasswordField
              label={t("resetPassword.password")}
              description={t("resetPassword.hint", { min: PASSWORD_MIN, max: PASSWORD_MAX })}
              autoComplete="new-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <PasswordField
              label={t("resetPassword.confirm")}
              autoComplete="new-password"
              required
              value={confirm}
              onChange={(e) => setConfirm(e.currentTarget.value)}
              error={fieldErrors.confirm}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t("resetPassword.submit")}
            </Button>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
