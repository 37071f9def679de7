/**
 * /forgot-password: asks for a reset link. The answer is the same whatever the address (the server does not say whether
 * it has an account), so the page shows one confirmation for every address it accepts.
 */
import { useState, type FormEvent } from "react";
import { Alert, Anchor, Button, Container, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthError, RESET_LINK_LIFETIME_MINUTES, authErrorMessage, requestPasswordReset } from "../lib/api";
import { PageTitle } from "../../../ui/PageTitle";
import { SUCCESS_TITLE } from "../components/successTitle";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const address = email.trim();
    const invalid = !address ? t("validation.required") : EMAIL.test(address) ? null : t("validation.email");
    setFieldError(invalid);
    if (invalid) return;
    setSubmitting(true);
    try {
      await requestPasswordReset(address);
      setSent(true);
    } catch (err) {
      if (err instanceof AuthError) {
        // The server's only field is the address, and only when it is not one.
        if (err.fields.email) setFieldError(t("validation.email"));
        setError(authErrorMessage(err, ["RATE_LIMITED", "BAD_USER_INPUT", "NETWORK", "SERVICE_UNAVAILABLE"], t));
      } else {
        setError(t("errors.UNKNOWN"));
      }
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Container size={420} py="lg">
      <PageTitle title={t("forgotPassword.title")} />
      <Title order={1} mb="lg" id="forgot-heading">
        {t("forgotPassword.title")}
      </Title>
      {sent ? (
        <Paper withBorder radius="md" p="xl">
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={t("forgotPassword.sentTitle")} styles={SUCCESS_TITLE}>
              {t("forgotPassword.sent", { count: RESET_LINK_LIFETIME_MINUTES })}
            </Alert>
            <Text size="sm">{t("forgotPassword.sentHint")}</Text>
            <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setSent(false)}>
              {t("forgotPassword.askAgain")}
            </Anchor>
            <Anchor component={Link} to="/login" size="sm">
              {t("forgotPassword.backToLogin")}
            </Anchor>
          </Stack>
        </Paper>
      ) : (
        <Paper withBorder radius="md" p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="forgot-heading">
          <Stack gap="md">
            <Text size="sm">{t("forgotPassword.intro")}</Text>
            {error && (
              <Alert color="red" variant="light" role="alert" title={t("forgotPassword.failed")}>
                {error}
              </Alert>
            )}
            <TextInput
              label={t("forgotPassword.email")}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldError}
            />
            <Button type="submit" loading={submitting} fullWidth>
              {t("forgotPassword.submit")}
            </Button>
            <Text size="sm" ta="center">
              <Anchor component={Link} to="/login">
                {t("forgotPassword.backToLogin")}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
