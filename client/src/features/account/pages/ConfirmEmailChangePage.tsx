/**
 * /confirm-email-change?token=…: confirms a new email address as soon as the page opens (useLinkOnce). A dead link, or
 * an address taken meanwhile, says what to do next.
 */
import { Alert, Button, Container, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { confirmEmailChange } from "../lib/api";
import { useLinkOnce } from "../lib/useLinkOnce";
import { PageTitle } from "../../../ui/PageTitle";
import { SUCCESS_TITLE } from "../components/successTitle";
import { ViewerDocument } from "../../../__generated__/graphql";

export default function ConfirmEmailChangePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token")?.trim() ?? "";
  const { data } = useQuery(ViewerDocument);
  const loggedIn = !!data?.viewer;
  const { state, error } = useLinkOnce<"taken">(token, confirmEmailChange, (err) =>
    err.fields.newEmail ? "taken" : err.fields.token ? "dead" : null,
  );

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
        {state === "using" && (
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
