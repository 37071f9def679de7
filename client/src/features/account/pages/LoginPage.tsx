/**
 * /login?next=…: email + password; wrong credentials and throttling show a message; success goes to `next`, or without
 * one to the person's home (the server's `homePath` for their roles: the admin dashboard, the employer page, …). An event
 * sign-up link's parameters (…&invite_code=…&next=event-reg&event_id=…) show its invite and, once logged in, lead
 * where the events feature says (a learner to the event's registration, an exhibitor to its attendees).
 */
import { useState, type FormEvent } from "react";
import { Alert, Anchor, Button, Container, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useApolloClient } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AuthError, authErrorMessage } from "../lib/api";
import { useAuthActions } from "../lib/useAuthActions";
import { EventLinkProblem } from "../components/EventLinkProblem";
import { PageTitle } from "../../../ui/PageTitle";
import { safeNext } from "../../../lib/safeNext";
import { ViewerDocument } from "../../../__generated__/graphql";
import { EventInviteBanner, eventLinkParams, eventSignupDestination, useFollowEventLink } from "../../events";

export default function LoginPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { login } = useAuthActions();
  const followEventLink = useFollowEventLink();
  const client = useApolloClient();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [stuck, setStuck] = useState<{ problem: string; path: string } | null>(null);
  const next = params.get("next");
  const eventLink = eventLinkParams(params);
  const inviteCode = params.get("invite_code")?.trim() || null;

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    const errs: { email?: string; password?: string } = {};
    if (!email.trim()) errs.email = t("validation.required");
    if (!password) errs.password = t("validation.required");
    setFieldErrors(errs);
    if (errs.email || errs.password) return;
    setSubmitting(true);
    try {
      const viewer = await login({ email: email.trim(), password });
      const toEvent = eventSignupDestination(params, viewer.roles);
      if (toEvent) {
        const { path, problem } = await followEventLink(toEvent);
        if (problem) setStuck({ problem, path });
        else void navigate(path, { replace: true });
        return;
      }
      // Without a safe `next`, the person's home as the server computes it (the learner dashboard if it cannot say).
      const target =
        safeNext(next, "") ||
        (await client
          .query({ query: ViewerDocument })
          .then((r) => r.data?.viewer?.homePath)
          .catch(() => null)) ||
        "/dashboard";
      void navigate(target, { replace: true });
    } catch (err) {
      if (err instanceof AuthError) {
        setFieldErrors(err.fields);
        setError(authErrorMessage(err, ["UNAUTHENTICATED", "RATE_LIMITED", "BAD_USER_INPUT", "NETWORK", "SERVICE_UNAVAILABLE"], t));
      } else {
        setError(t("errors.UNKNOWN"));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const signupHref = eventLink
    ? `/signup/select-role?${eventLink.toString()}`
    : next
      ? `/signup/select-role?${new URLSearchParams({ next }).toString()}`
      : "/signup/select-role";

  return (
    <Container size={420} py="lg">
      <PageTitle title={t("login.title")} />
      <Title order={1} mb="lg" id="login-heading">
        {t("login.title")}
      </Title>
      {inviteCode && (
        <Stack mb="lg">
          <EventInviteBanner code={inviteCode} eventId={params.get("event_id")} />
        </Stack>
      )}
      {stuck ? (
        <EventLinkProblem title={t("login.loggedIn")} problem={stuck.problem} path={stuck.path} />
      ) : (
        <Paper withBorder radius="md" p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="login-heading">
          <Stack gap="md">
            {error && (
              <Alert color="red" variant="light" role="alert" title={t("login.failed")}>
                {error}
              </Alert>
            )}
            <TextInput
              label={t("login.email")}
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(e) => setEmail(e.currentTarget.value)}
              error={fieldErrors.email}
            />
            <PasswordInput
              label={t("login.password")}
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              error={fieldErrors.password}
            />
            <Anchor component={Link} to="/forgot-password" size="sm" ta="right">
              {t("forgotPassword.link")}
            </Anchor>
            <Button type="submit" loading={submitting} fullWidth>
              {t("login.submit")}
            </Button>
            <Text size="sm" ta="center">
              {t("login.noAccount")}{" "}
              <Anchor component={Link} to={signupHref}>
                {t("auth.signup")}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
