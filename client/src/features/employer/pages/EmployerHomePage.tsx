/**
 * /employer (logged in): the company representative's home, by where their latest request stands.
 * - none: an invitation to tell us about their company (→ /signup/company);
 * - PENDING: "Waiting for approval" with what they asked, their job title and the date, and "Cancel request" behind a
 *   confirm dialog (the request is deleted; they may send another);
 * - REJECTED / REVOKED: the JOB_ADMIN's note and "Send a new request";
 * - APPROVED: the employer (logo, name, location, industry, size), links to edit its profile, manage and post jobs and
 *   its public page, and its other approved representatives.
 * People without the COMPANY_REPRESENTATIVE role and no request see a not-allowed message.
 */
import { useState, type ReactNode } from "react";
import { Alert, Button, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { EmployerHomePageDocument, ViewerDocument, type EmployerHomePageQuery } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { Fact } from "../../../ui/Fact";
import { EmployerSummaryCard } from "../components/EmployerSummaryCard";
import { RequestedCompany } from "../components/RequestedCompany";
import { JobsSubNav } from "../../jobs";
import { ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { useCancelEmployerAccessRequest } from "../mutations/useCancelEmployerAccessRequest";
import { personName } from "../../../lib/personName";

type Request = NonNullable<EmployerHomePageQuery["myEmployerRepresentation"]>;

/** What the person asked, their job title and when. */
function RequestFacts({ request }: { request: Request }) {
  const { t, i18n } = useTranslation();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} spacing="md" my={0}>
      <Fact label={t("employer.home.asked")} value={<RequestedCompany request={request} />} size="sm" />
      <Fact label={t("employer.home.position")} value={request.position} size="sm" />
      <Fact label={t("employer.home.sent")} value={formatDate(request.requestedAt, i18n.language)} size="sm" />
    </SimpleGrid>
  );
}

function Invitation() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="employer-invite-heading">
        <Stack gap="sm" align="flex-start">
          <Title order={2} size="h3" id="employer-invite-heading">
            {t("employer.home.inviteTitle")}
          </Title>
          <Text size="sm">{t("employer.home.inviteBody")}</Text>
          <Button component={Link} to="/signup/company">
            {t("employer.home.inviteAction")}
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}

/** `onDone` reports what happened (the page shows it above whatever the request's state is now) and re-reads it. */
function Pending({
  request,
  onDone,
}: {
  request: Request;
  onDone: (outcome: { done: string | null; error: string | null }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [cancel, cancelState] = useCancelEmployerAccessRequest();
  const run = async () => {
    let outcome: { done: string | null; error: string | null };
    try {
      await cancel({ variables: { id: request.id } });
      outcome = { done: t("employer.home.cancelled"), error: null };
    } catch (e) {
      outcome = { done: null, error: readServerError(e).message || t("employer.home.cancelError") };
    }
    setConfirming(false);
    await onDone(outcome);
  };
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="employer-pending-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="employer-pending-heading">
          {t("employer.home.pendingTitle")}
        </Title>
        <Text size="sm">{t("employer.home.pendingBody")}</Text>
        <RequestFacts request={request} />
        <Group>
          <Button variant="light" color="red" onClick={() => setConfirming(true)}>
            {t("employer.home.cancel")}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title={t("employer.home.cancelTitle")}
        body={t("employer.home.cancelBody")}
        confirmLabel={t("employer.home.cancelYes")}
        cancelLabel={t("employer.home.keep")}
        loading={cancelState.loading}
        onConfirm={() => void run()}
        onClose={() => setConfirming(false)}
      />
    </Paper>
  );
}

function Refused({ request }: { request: Request }) {
  const { t, i18n } = useTranslation();
  const revoked = request.status === "REVOKED";
  return (
    <Paper withBorder radius="md" p="xl" component="section" aria-labelledby="employer-refused-heading">
      <Stack gap="md">
        <Title order={2} size="h3" id="employer-refused-heading">
          {revoked ? t("employer.home.revokedTitle") : t("employer.home.rejectedTitle")}
        </Title>
        <Text size="sm">
          {revoked
            ? t("employer.home.revokedBody", { date: request.decidedAt ? formatDate(request.decidedAt, i18n.language) : "—" })
            : t("employer.home.rejectedBody", { date: request.decidedAt ? formatDate(request.decidedAt, i18n.language) : "—" })}
        </Text>
        {request.decisionNote && (
          <Alert color="gray" variant="light" title={t("employer.home.note")}>
            <Text size="sm" style={{ whiteSpace: "pre-line" }}>
              {request.decisionNote}
            </Text>
          </Alert>
        )}
        <RequestFacts request={request} />
        <Group>
          <Button component={Link} to="/signup/company">
            {t("employer.home.again")}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function Approved({ request }: { request: Request }) {
  const { t } = useTranslation();
  const employer = request.employer;
  if (!employer) return null;
  const others = employer.representatives.filter((r) => r.id !== request.id);
  return (
    <Stack gap="lg">
      <EmployerSummaryCard employer={employer}>
        <Text size="sm" mt="md">
          {t("employer.home.approvedBody", { position: request.position })}
        </Text>
        {request.decisionNote && (
          <Text size="sm" mt="xs">
            <strong>{t("employer.home.note")}:</strong> {request.decisionNote}
          </Text>
        )}
        <Group gap="sm" mt="lg" component="nav" aria-label={t("employer.home.actions")}>
          <Button component={Link} to="/employer/company">
            {t("employer.home.edit")}
          </Button>
          <Button component={Link} to="/jobs/admin/all?page=1" variant="light">
            {t("employer.home.manageJobs")}
          </Button>
          <Button component={Link} to="/jobs/admin/jobs/new" variant="light">
            {t("employer.home.postJob")}
          </Button>
          <Button component={Link} to={`/companies/${encodeURIComponent(employer.id)}`} variant="default">
            {t("employer.home.companyPage")}
          </Button>
        </Group>
      </EmployerSummaryCard>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employer-team-heading">
        <Title order={2} size="h4" id="employer-team-heading" mb="sm">
          {t("employer.home.team")}
        </Title>
        {others.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("employer.home.teamEmpty", { title: employer.title })}
          </Text>
        ) : (
          <List spacing="xs" size="sm" aria-labelledby="employer-team-heading">
            {others.map((r) => (
              <List.Item key={r.id}>
                <Text span fw={600} size="sm">
                  {personName(r.person, t)}
                </Text>{" "}
                <Text span c="dimmed" size="sm">
                  · {r.position}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
      </Paper>
    </Stack>
  );
}

function EmployerHome() {
  const { t } = useTranslation();
  const viewer = useQuery(ViewerDocument);
  const { data, loading, error, refetch } = useQuery(EmployerHomePageDocument, { fetchPolicy: "cache-and-network" });
  const [outcome, setOutcome] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  if (loading && !data) return <ListLoading label={t("employer.loading")} />;
  if (error && !data) return <ListError message={t("employer.error")} onRetry={() => void refetch()} />;
  const request = data?.myEmployerRepresentation;
  const isRepresentative = viewer.data?.viewer?.roles.includes("COMPANY_REPRESENTATIVE") ?? false;
  let body: ReactNode;
  if (!request)
    body = isRepresentative ? (
      <Invitation />
    ) : (
      <Alert color="red" variant="light" title={t("employer.notRepresentativeTitle")} role="alert">
        {t("employer.notRepresentativeBody")}
      </Alert>
    );
  else if (request.status === "PENDING")
    body = (
      <Pending
        request={request}
        onDone={async (next) => {
          setOutcome(next);
          await refetch();
        }}
      />
    );
  else if (request.status === "APPROVED") body = <Approved request={request} />;
  else body = <Refused request={request} />;
  return (
    <Stack gap="md">
      <ActionFeedback done={outcome.done} error={outcome.error} />
      {body}
    </Stack>
  );
}

export default function EmployerHomePage() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("employer.home.title")} />
      <JobsSubNav />
      <div>
        <Title order={1}>{t("employer.home.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("employer.home.intro")}
        </Text>
      </div>
      <EmployerHome />
    </Stack>
  );
}
