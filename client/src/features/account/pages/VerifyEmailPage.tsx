/**
 * /verify-email?token=…: confirms the address as soon as the page opens (useLinkOnce). A link that is missing, used,
 * replaced or expired says so and, to a logged-in person, offers a new one.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AuthError, authErrorMessage, resendVerification, verifyEmail } from "../lib/api";
import { useLinkOnce } from "../lib/useLinkOnce";
import { PageTitle } from "../../../ui/PageTitle";
import { SUCCESS_TITLE } from "../components/successTitle";
import { ViewerDocument } from "../../../__generated__/graphql";

export default function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { data } = useQuery(ViewerDocument);
  const loggedIn = !!data?.viewer;
  const { state, error } = useLinkOnce(token, verifyEmail, (err) => (err.fields.token ? "dead" : null));

  return (
    <Container size={420} py="lg">
      <PageTitle title={t("verifyEmail.title")} />
      <Title order={1} mb="lg">
        {t("verifyEmail.title")}
      </Title>
      <Paper withBorder radius="md" p="xl">
        {state === "using" && (
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t("verifyEmail.verifying")}</Text>
          </Stack>
        )}
        {state === "done" && (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={t("verifyEmail.doneTitle")} styles={SUCCESS_TITLE}>
              {t("verifyEmail.done")}
            </Alert>
            <Button component={Link} to={loggedIn ? "/dashboard" : "/login"} fullWidth>
              {loggedIn ? t("verifyEmail.toDashboard") : t("verifyEmail.logIn")}
            </Button>
          </Stack>
        )}
        {state === "failed" && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {state === "dead" && (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={t("verifyEmail.deadTitle")}>
              {t("verifyEmail.dead")}
            </Alert>
            {loggedIn ? <ResendLink /> : <DeadLinkLogIn />}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}

function DeadLinkLogIn() {
  const { t } = useTranslation();
  return (
    <Text size="sm">
      {t("verifyEmail.deadLoggedOut")}{" "}
      <Anchor component={Link} to={`/login?${new URLSearchParams({ next: "/settings#settings-address" }).toString()}`}>
        {t("verifyEmail.logIn")}
      </Anchor>
    </Text>
  );
}

function ResendLink() {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function resend() {
    setSending(true);
    setError(null);
    try {
      await resendVerification();
      setSent(true);
    } catch (err) {
      if (err instanceof AuthError && err.code === "BAD_USER_INPUT") setError(t("verifyEmail.alreadyVerified"));
      else
        setError(
          err instanceof AuthError ? authErrorMessage(err, ["RATE_LIMITED", "NETWORK", "SERVICE_UNAVAILABLE"], t) : t("errors.UNKNOWN"),
        );
    } finally {
      setSending(false);
    }
  }

  return (
    <Stack gap="sm">
      {!sent && <Text size="sm">{t("verifyEmail.deadLoggedIn")}</Text>}
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Text role="status" aria-live="polite" size="sm" fw={600} c="var(--mantine-color-success)">
        {sent ? t("verifyEmail.resent") : ""}
      </Text>
      {!sent && (
        <Button onClick={() => void resend()} loading={sending} fullWidth>
          {t("verifyEmail.resend")}
        </Button>
      )}
    </Stack>
  );
}
