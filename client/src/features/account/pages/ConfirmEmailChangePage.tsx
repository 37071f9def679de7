/**
 * /confirm-email-change?token=…: confirms a new email address as soon as the page opens (once, even when React runs
 * effects twice in development). A dead link, or an address taken meanwhile, says what to do next.
 */
import { useEffect, useRef, useState } from "react";
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useApolloClient, useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AuthError, authErrorMessage, confirmEmailChange } from "../lib/api";
import { PageTitle } from "../../../ui/PageTitle";
import { SUCCESS_TITLE } from "../components/successTitle";
import { ViewerDocument } from "../../../__generated__/graphql";

type State = "confirming" | "done" | "dead" | "taken" | "failed";

export default function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const client = useApolloClient();
  const { data } = useQuery(ViewerDocument);
  const loggedIn = !!data?.viewer;
  const [state, setState] = useState<State>(token ? "confirming" : "dead");
  const [error, setError] = useState<string | null>(null);
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    // A link works once: a second request (StrictMode's second run) would find it used and call it dead.
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    setState("confirming");
    confirmEmailChange(token).then(
      () => {
        setState("done");
        // Whatever shows the address asks again.
        void client.refetchQueries({ include: "active" }).catch(() => undefined);
      },
      (err: unknown) => {
        if (err instanceof AuthError && err.fields.newEmail) setState("taken");
        else if (err instanceof AuthError && err.fields.token) setState("dead");
        else {
          setError(
            err instanceof AuthError ? authErrorMessage(err, ["NETWORK", "SERVICE_UNAVAILABLE", "RATE_LIMITED"], t) : t("errors.UNKNOWN"),
          );
          setState("failed");
        }
      },
    );
  }, [token, client, t]);

  const next = loggedIn ? (
    <Button component={Link} to="/settings#settings-address" fullWidth>
      {t("confirmEmailChange.toSettings")}
    </Button>
  ) : (
    <Button component={Link} to={`/login?${new URLSearchParams({ next: "/settings#settings-address" }).toString()}`} fullWidth>
      {t("confirmEmailChange.logIn")}
    </Button>
  );

  return (
    <Container size={420} py="lg">
      <PageTitle title={t("confirmEmailChange.title")} />
      <Title order={1} mb="lg">
        {t("confirmEmailChange.title")}
      </Title>
      <Paper withBorder radius="md" p="xl">
        {state === "confirming" && (
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader size="sm" aria-hidden="true" />
            <Text>{t("confirmEmailChange.confirming")}</Text>
          </Stack>
        )}
        {state === "done" && (
          <Stack gap="md">
            <Alert color="green" variant="light" role="status" title={t("confirmEmailChange.doneTitle")} styles={SUCCESS_TITLE}>
              {t("confirmEmailChange.done")}
            </Alert>
            {next}
          </Stack>
        )}
        {state === "failed" && (
          <Alert color="red" variant="light" role="alert">
            {error}
          </Alert>
        )}
        {(state === "dead" || state === "taken") && (
          <Stack gap="md">
            <Alert color="red" variant="light" role="alert" title={t("confirmEmailChange.deadTitle")}>
              {state === "taken" ? t("confirmEmailChange.taken") : t("confirmEmailChange.dead")}
            </Alert>
            {next}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
