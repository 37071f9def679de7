/**
 * /signup?purpose=learn|recruit&role=…&next=…: the account form. Field errors from the server appear next to their
 * fields; on success the Apollo store is reset and the person goes to `next` (same-origin paths only), or, as a
 * company representative, to /signup/company to tell us about their company.
 *
 * An event sign-up link (SPEC §2: …&invite_code=…&next=event-reg&event_id=…[&role=jobseeker]) shows the invite it
 * carries, and once the account exists leads where the events feature says (a learner to the event's registration, an
 * exhibitor to its attendees after joining with the code); its parameters go along to the log-in and role-choice pages.
 */
import { useState, type FormEvent } from "react";
import { Alert, Anchor, Button, Container, Group, Paper, PasswordInput, Radio, Stack, Text, TextInput, Title } from "@mantine/core";
import { Link, Navigate, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { AuthError, RECRUIT_ROLES, authErrorMessage, type RecruitRole, type SignupPurpose } from "../lib/api";
import { useAuthActions } from "../lib/useAuthActions";
import { EventLinkProblem } from "../components/EventLinkProblem";
import { PageTitle } from "../../../ui/PageTitle";
import { safeNext } from "../../../lib/safeNext";
import { EventInviteBanner, eventLinkParams, eventSignupDestination, useFollowEventLink } from "../../events";

type Field = "firstName" | "lastName" | "email" | "password" | "recruitRole";
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export default function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { signup } = useAuthActions();
  const followEventLink = useFollowEventLink();
  const purposeParam = params.get("purpose");
  const roleParam = params.get("role");
  const purpose: SignupPurpose | null = purposeParam === "learn" || purposeParam === "recruit" ? purposeParam : null;
  const eventLink = eventLinkParams(params);
  const inviteCode = params.get("invite_code")?.trim() || null;

  const [values, setValues] = useState({ firstName: "", lastName: "", email: "", password: "" });
  // An event's recruit link is for its exhibitors.
  const [recruitRole, setRecruitRole] = useState<RecruitRole | "">(
    RECRUIT_ROLES.includes(roleParam as RecruitRole)
      ? (roleParam as RecruitRole)
      : eventLink && purpose === "recruit"
        ? "EVENT_EXHIBITOR"
        : "",
  );
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [stuck, setStuck] = useState<{ problem: string; path: string } | null>(null);

  if (!purpose) {
    const p = new URLSearchParams(params);
    p.delete("purpose");
    const qs = p.toString();
    return <Navigate to={`/signup/select-role${qs ? `?${qs}` : ""}`} replace />;
  }

  const selectRoleParams = new URLSearchParams(params);
  selectRoleParams.delete("purpose");
  // A recruit role is chosen again there; an event link's role=jobseeker stays.
  if (RECRUIT_ROLES.includes(roleParam as RecruitRole)) selectRoleParams.delete("role");
  const selectRoleHref = `/signup/select-role${selectRoleParams.size ? `?${selectRoleParams.toString()}` : ""}`;
  const next = params.get("next");
  const loginHref = eventLink ? `/login?${eventLink.toString()}` : next ? `/login?${new URLSearchParams({ next }).toString()}` : "/login";

  function validate(): Partial<Record<Field, string>> {
    const errs: Partial<Record<Field, string>> = {};
    if (!values.firstName.trim()) errs.firstName = t("validation.required");
    if (!values.lastName.trim()) errs.lastName = t("validation.required");
    if (!values.email.trim()) errs.email = t("validation.required");
    else if (!EMAIL.test(values.email.trim())) errs.email = t("validation.email");
    if (values.password.length < 8 || values.password.length > 128) errs.password = t("validation.passwordLength");
    if (purpose === "recruit" && !recruitRole) errs.recruitRole = t("validation.required");
    return errs;
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFormError(null);
    const errs = validate();
    setFieldErrors(errs);
    if (Object.keys(errs).length > 0) return;
    setSubmitting(true);
    try {
      const viewer = await signup({
        purpose: purpose!,
        ...(purpose === "recruit" && recruitRole ? { recruitRole } : {}),
        email: values.email.trim(),
        password: values.password,
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
      });
      const toEvent = eventSignupDestination(params, viewer.roles);
      if (toEvent) {
        const { path, problem } = await followEventLink(toEvent);
        if (problem) setStuck({ problem, path });
        else void navigate(path, { replace: true });
        return;
      }
      // A company representative goes on to tell us about their company (a JOB_ADMIN approves it); others to `next`.
      const companyRep = purpose === "recruit" && recruitRole === "COMPANY_REPRESENTATIVE";
      void navigate(companyRep ? "/signup/company" : safeNext(next, purpose === "learn" ? "/courses?page=1" : "/jobs?page=1"), {
        replace: true,
      });
    } catch (err) {
      if (err instanceof AuthError) {
        setFieldErrors(err.fields as Partial<Record<Field, string>>);
        setFormError(authErrorMessage(err, ["RATE_LIMITED", "CONFLICT", "BAD_USER_INPUT", "NETWORK", "SERVICE_UNAVAILABLE"], t));
      } else {
        setFormError(t("errors.UNKNOWN"));
      }
    } finally {
      setSubmitting(false);
    }
  }

  const set = (field: keyof typeof values) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const v = e.currentTarget.value;
    setValues((prev) => ({ ...prev, [field]: v }));
  };
  const title = purpose === "learn" ? t("signup.titleLearn") : t("signup.titleRecruit");

  return (
    <Container size={520} py="lg">
      <PageTitle title={title} />
      <Title order={1} mb="xs" id="signup-heading">
        {title}
      </Title>
      <Text size="sm" mb="lg">
        <Anchor component={Link} to={selectRoleHref}>
          {t("signup.changeRole")}
        </Anchor>
      </Text>
      {inviteCode && (
        <Stack mb="lg">
          <EventInviteBanner code={inviteCode} eventId={params.get("event_id")} />
        </Stack>
      )}
      {stuck ? (
        <EventLinkProblem title={t("signup.accountReady")} problem={stuck.problem} path={stuck.path} />
      ) : (
        <Paper withBorder radius="md" p="xl" component="form" onSubmit={onSubmit} noValidate aria-labelledby="signup-heading">
          <Stack gap="md">
            {formError && (
              <Alert color="red" variant="light" role="alert" title={t("signup.failed")}>
                {formError}
              </Alert>
            )}
            {purpose === "recruit" && (
              <Radio.Group
                label={t("signup.recruitRole")}
                value={recruitRole}
                onChange={(v) => setRecruitRole(v as RecruitRole)}
                error={fieldErrors.recruitRole}
                withAsterisk
              >
                <Group mt="xs">
                  <Radio value="COMPANY_REPRESENTATIVE" label={t("signup.asCompanyRep")} />
                  <Radio value="EVENT_EXHIBITOR" label={t("signup.asExhibitor")} />
                </Group>
              </Radio.Group>
            )}
            <Group grow align="flex-start">
              <TextInput
                label={t("signup.firstName")}
                autoComplete="given-name"
                required
                value={values.firstName}
                onChange={set("firstName")}
                error={fieldErrors.firstName}
              />
              <TextInput
                label={t("signup.lastName")}
                autoComplete="family-name"
                required
                value={values.lastName}
                onChange={set("lastName")}
                error={fieldErrors.lastName}
              />
            </Group>
            <TextInput
              label={t("signup.email")}
              type="email"
              autoComplete="email"
              required
              value={values.email}
              onChange={set("email")}
              error={fieldErrors.email}
            />
            <PasswordInput
              label={t("signup.password")}
              description={t("signup.passwordHint")}
              autoComplete="new-password"
              required
              value={values.password}
              onChange={set("password")}
              error={fieldErrors.password}
            />
            <Button type="submit" loading={submitting} fullWidth mt="xs">
              {t("signup.submit")}
            </Button>
            <Text size="sm" ta="center">
              {t("signup.haveAccount")}{" "}
              <Anchor component={Link} to={loginHref}>
                {t("auth.login")}
              </Anchor>
            </Text>
          </Stack>
        </Paper>
      )}
    </Container>
  );
}
