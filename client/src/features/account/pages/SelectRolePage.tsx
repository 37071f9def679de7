/**
 * /signup/select-role: sign-up starts with the purpose (learn or recruit) and, for recruiters, their role. An event
 * sign-up link's invite shows here too, and its parameters go on to the form and the log-in page.
 */
import { Button, Card, Container, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PageTitle } from "../../../ui/PageTitle";
import { RECRUIT_ROLES, type RecruitRole } from "../lib/api";
import { EventInviteBanner, eventLinkParams } from "../../events";

export default function SelectRolePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const eventLink = eventLinkParams(params);
  const inviteCode = params.get("invite_code")?.trim() || null;
  const next = params.get("next");
  const loginHref = eventLink ? `/login?${eventLink.toString()}` : next ? `/login?${new URLSearchParams({ next }).toString()}` : "/login";

  /** Keeps what arrived with the link (next, invite_code, event_id, a learner's role=jobseeker…) and sets the choice. */
  function signupLink(purpose: "learn" | "recruit", role?: RecruitRole) {
    const p = new URLSearchParams(params);
    p.set("purpose", purpose);
    if (role) p.set("role", role);
    else if (RECRUIT_ROLES.includes(p.get("role") as RecruitRole)) p.delete("role");
    return `/signup?${p.toString()}`;
  }

  return (
    <Container size="md" py="lg">
      <PageTitle title={t("signup.selectRoleTitle")} />
      <Stack gap="lg">
        <div>
          <Title order={1}>{t("signup.selectRoleTitle")}</Title>
          <Text c="dimmed" mt={4}>
            {t("signup.selectRoleIntro")}
          </Text>
        </div>
        {inviteCode && <EventInviteBanner code={inviteCode} eventId={params.get("event_id")} />}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="role-learn">
            <Stack gap="sm" h="100%">
              <Title order={2} size="h3" id="role-learn">
                {t("signup.learnTitle")}
              </Title>
              <Text size="sm" style={{ flex: 1 }}>
                {t("signup.learnDescription")}
              </Text>
              <Button component={Link} to={signupLink("learn")} fullWidth>
                {t("signup.learnTitle")}
              </Button>
            </Stack>
          </Card>
          <Card withBorder radius="md" padding="xl" component="section" aria-labelledby="role-recruit">
            <Stack gap="sm" h="100%">
              <Title order={2} size="h3" id="role-recruit">
                {t("signup.recruitTitle")}
              </Title>
              <Text size="sm" style={{ flex: 1 }}>
                {t("signup.recruitDescription")}
              </Text>
              {/* Stacked: the two labels are long in English and would be cut off side by side. */}
              <Stack gap="xs">
                <Button component={Link} to={signupLink("recruit", "COMPANY_REPRESENTATIVE")} variant="light" fullWidth>
                  {t("signup.asCompanyRep")}
                </Button>
                <Button component={Link} to={signupLink("recruit", "EVENT_EXHIBITOR")} variant="light" fullWidth>
                  {t("signup.asExhibitor")}
                </Button>
              </Stack>
            </Stack>
          </Card>
        </SimpleGrid>
        <Text size="sm" ta="center">
          {t("signup.haveAccount")} <Link to={loginHref}>{t("auth.login")}</Link>
        </Text>
      </Stack>
    </Container>
  );
}
