/**
 * /programmes/student/my-programmes (logged in): the viewer's applications, newest first, each with its programme, the
 * current status and the dated history of its stages. An offer can be accepted and an application still under way
 * withdrawn (with an optional note), each behind a confirm dialog; the list is re-read afterwards.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, Modal, Paper, Stack, Text, Textarea, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { APPLICATION_NOTE_MAX } from "@server/courses/modules/programmes/rules/applications";
import { MyProgrammesDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { ListEmpty, QueryListBody } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { ApplicationHistory } from "../components/ApplicationHistory";
import { ApplicationStatusBadge } from "../components/ApplicationStatusBadge";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { formatDate } from "../../../lib/format";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { useAcceptOffer } from "../mutations/useAcceptOffer";
import { useWithdrawApplication } from "../mutations/useWithdrawApplication";

export default function MyProgrammesPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const applied = params.get("applied");
  const query = useQuery(MyProgrammesDocument, { fetchPolicy: "cache-and-network" });
  const [accept, acceptState] = useAcceptOffer();
  const [withdraw, withdrawState] = useWithdrawApplication();
  const [note, setNote] = useState("");
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; action: "accept" | "withdraw"; title: string }) => {
      if (picked.action === "accept") await accept({ variables: { id: picked.id } });
      else await withdraw({ variables: { id: picked.id, note: note.trim() || null } });
      return t(picked.action === "accept" ? "programmes.mine.accepted" : "programmes.mine.withdrawn", { title: picked.title });
    },
    t("programmes.mine.actionError"),
    query.refetch,
  );
  const items = query.data?.myApplications ?? [];
  const date = (iso: string) => formatDate(iso, i18n.language);
  const close = () => {
    setPending(null);
    setNote("");
  };

  return (
    <Stack gap="lg" maw={1000} mx="auto">
      <PageTitle title={t("programmes.mine.title")} />
      <ProgrammesSubNav />
      <Title order={1}>{t("programmes.mine.title")}</Title>
      {applied && !done && !error && items.some((a) => a.id === applied) && (
        <Alert color="green" variant="light" role="status">
          {t("programmes.mine.submitted")}
        </Alert>
      )}
      <ActionFeedback done={done} error={error} />
      <QueryListBody
        query={query}
        isEmpty={false}
        messages={{ loading: t("programmes.mine.loading"), error: t("programmes.mine.error"), empty: "" }}
      >
        {items.length === 0 ? (
          <ListEmpty
            message={t("programmes.mine.empty")}
            action={
              <Button component={Link} to="/programmes/student/find-programmes" variant="light">
                {t("programmes.mine.find")}
              </Button>
            }
          />
        ) : (
          <Stack component="ul" className="plain-list" gap="sm">
            {items.map((a) => (
              <Paper component="li" withBorder radius="md" p="md" key={a.id} aria-labelledby={`application-${a.id}`}>
                <Stack gap="sm">
                  <Group justify="space-between" wrap="wrap" gap="sm">
                    <div>
                      <Title order={2} size="h4" id={`application-${a.id}`}>
                        {a.programme.title}
                      </Title>
                      <Text size="xs" c="dimmed">
                        {t("programmes.mine.submittedOn", { date: date(a.submittedAt) })}
                      </Text>
                    </div>
                    <ApplicationStatusBadge status={a.status} />
                  </Group>
                  <ApplicationHistory history={a.history} />
                  {a.status === "OFFERED" && <Text size="sm">{t("programmes.mine.offerHint")}</Text>}
                  {a.allowedMoves.length > 0 && (
                    <Group gap="xs">
                      {a.allowedMoves.includes("ACCEPTED") && (
                        <Button size="xs" onClick={() => setPending({ id: a.id, action: "accept", title: a.programme.title })}>
                          {t("programmes.mine.accept")}
                        </Button>
                      )}
                      {a.allowedMoves.includes("WITHDRAWN") && (
                        <Button
                          size="xs"
                          variant="light"
                          color="red"
                          onClick={() => setPending({ id: a.id, action: "withdraw", title: a.programme.title })}
                        >
                          {t("programmes.mine.withdraw")}
                        </Button>
                      )}
                    </Group>
                  )}
                  <Anchor component={Link} to="/programmes/student/find-programmes" size="xs">
                    {t("programmes.mine.programmeDetails")}
                  </Anchor>
                </Stack>
              </Paper>
            ))}
          </Stack>
        )}
      </QueryListBody>
      <ConfirmDialog
        opened={pending?.action === "accept"}
        title={t("programmes.mine.acceptTitle")}
        body={pending ? t("programmes.mine.acceptBody", { title: pending.title }) : undefined}
        confirmLabel={t("programmes.mine.acceptYes")}
        cancelLabel={t("programmes.mine.keep")}
        color="indigo"
        loading={acceptState.loading}
        onConfirm={() => void run()}
        onClose={close}
      />
      <Modal
        opened={pending?.action === "withdraw"}
        onClose={close}
        title={t("programmes.mine.withdrawTitle")}
        centered
        closeButtonProps={{ "aria-label": t("programmes.mine.keep") }}
      >
        <Stack gap="sm">
          <Text size="sm">{pending ? t("programmes.mine.withdrawBody", { title: pending.title }) : null}</Text>
          <Textarea
            label={t("programmes.mine.withdrawNote")}
            maxLength={APPLICATION_NOTE_MAX}
            autosize
            minRows={2}
            value={note}
            onChange={(e) => setNote(e.currentTarget.value)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close} disabled={withdrawState.loading}>
              {t("programmes.mine.keep")}
            </Button>
            <Button color="red" loading={withdrawState.loading} onClick={() => void run().then(() => setNote(""))}>
              {t("programmes.mine.withdrawYes")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
