/**
 * /programmes/admin/applications?programme=&status=&page= (COURSE_ADMIN): every programme's applications (the
 * dashboard's per-stage counts are across programmes and link here) or one programme's, filtered by status, paged at
 * the server's default page size; an unknown programme in the address shows a not-found state. Each row opens its
 * answers (labelled by its programme's form fields) and history, and offers only the moves the server allows from its
 * status (the next stage, or Reject; none for information sessions), each behind a confirm dialog with an optional
 * note for the applicant. Other people see the not-allowed state.
 */
import { useState } from "react";
import { Alert, Button, Group, Modal, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminApplicationProgrammesDocument,
  AdminApplicationsDocument,
  type AdminApplicationsQuery,
  type ApplicationStatus,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { ApplicationHistory } from "../components/ApplicationHistory";
import { ApplicationStatusBadge } from "../components/ApplicationStatusBadge";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { APPLICATION_STATUSES } from "../lib/status";
import { formatDate } from "../../../lib/format";
import { useOptionLabel } from "../../../lib/optionLabels";
import { registrationLabelList } from "../lib/optionLists";
import { parsePage } from "../../../lib/pageParam";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { MoveWithNoteModal } from "../../../ui/MoveWithNoteModal";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { useMoveApplication } from "../mutations/useMoveApplication";

type Application = AdminApplicationsQuery["programmeApplications"]["items"][number];

/** The programme list's choice for every programme (no `programme` in the address). */
const ALL = "ALL";

function ApplicationsList() {
  const { t, i18n } = useTranslation();
  const optionLabel = useOptionLabel();
  const [params, setParams] = useSearchParams();
  const programmesQuery = useQuery(AdminApplicationProgrammesDocument);
  const programmes = programmesQuery.data?.programmes ?? [];
  // No programme in the address means every programme's applications.
  const programmeId = params.get("programme") || null;
  const programme = programmes.find((p) => p.id === programmeId);
  const unknownProgramme = !!programmeId && !!programmesQuery.data && !programme;
  const rawStatus = params.get("status");
  const status = APPLICATION_STATUSES.includes(rawStatus as ApplicationStatus) ? (rawStatus as ApplicationStatus) : null;
  const page = parsePage(params.get("page"));
  const query = useQuery(AdminApplicationsDocument, {
    ...PARTIAL_DATA,
    variables: { programmeId, status, page },
    // A named programme is checked against the list first: an unknown one is a not-found state, not a failed query.
    skip: !!programmeId && !programme,
    fetchPolicy: "cache-and-network",
  });
  const [move, moveState] = useMoveApplication();
  const [note, setNote] = useState("");
  const [viewing, setViewing] = useState<Application | null>(null);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { id: string; to: ApplicationStatus; name: string }) => {
      await move({ variables: { id: picked.id, to: picked.to, note: note.trim() || null } });
      setNote("");
      return t("programmes.admin.moved", { name: picked.name, status: t(`programmes.status.${picked.to}`) });
    },
    t("programmes.admin.actionError"),
    query.refetch,
  );

  const update = (next: { programme?: string | null; status?: string | null; page?: number }) => {
    const p: Record<string, string> = {};
    const prog = next.programme === undefined ? programmeId : next.programme;
    if (prog) p.programme = prog;
    const s = next.status === undefined ? status : next.status;
    if (s) p.status = s;
    p.page = String(next.page ?? 1);
    setParams(p);
  };
  const close = () => {
    setPending(null);
    setNote("");
  };
  const date = (iso: string) => formatDate(iso, i18n.language);
  // Answers are labelled by the form of the application's own programme (the list may show every programme's).
  const fieldOf = (a: Application, name: string) =>
    programmes.find((p) => p.id === a.programme.id)?.registrationForm?.fields.find((f) => f.name === name);
  const label = (a: Application, name: string) => fieldOf(a, name)?.label ?? name;
  // A chosen answer is stored as its list's value: shown in the admin's language, like the form showed it. Typed
  // answers are shown as written.
  const answer = (a: Application, name: string, value: string) => {
    const list = fieldOf(a, name)?.optionList;
    return list ? optionLabel(registrationLabelList(list), value) : value;
  };
  const items = query.data?.programmeApplications.items ?? [];

  return (
    <>
      <Group align="flex-end" gap="md">
        <Select
          label={t("programmes.admin.programme")}
          data={[{ value: ALL, label: t("programmes.admin.allProgrammes") }, ...programmes.map((p) => ({ value: p.id, label: p.title }))]}
          value={unknownProgramme ? null : (programmeId ?? ALL)}
          placeholder={t("programmes.admin.chooseProgramme")}
          onChange={(v) => v && update({ programme: v === ALL ? null : v, status: null })}
          allowDeselect={false}
          w={320}
        />
        <Select
          label={t("programmes.admin.status")}
          data={[
            { value: "ALL", label: t("programmes.admin.all") },
            ...APPLICATION_STATUSES.map((s) => ({ value: s, label: t(`programmes.status.${s}`) })),
          ]}
          value={status ?? "ALL"}
          onChange={(v) => update({ status: v === "ALL" ? null : v })}
          allowDeselect={false}
          w={240}
        />
      </Group>
      {programme?.kind === "INFO_SESSION" && (
        <Text size="sm" c="dimmed">
          {t("programmes.admin.infoSession")}
        </Text>
      )}
      <ActionFeedback done={done} error={error} />
      {unknownProgramme ? (
        <Alert color="yellow" variant="light" role="alert" title={t("programmes.admin.notFoundTitle")}>
          {t("programmes.admin.notFoundBody")}
        </Alert>
      ) : (
        <QueryListBody
          query={programmeId && !programme ? programmesQuery : query}
          isEmpty={items.length === 0}
          messages={{ loading: t("programmes.admin.loading"), error: t("programmes.admin.error"), empty: t("programmes.admin.empty") }}
        >
          <DataTable
            ariaLabel={t("programmes.admin.tableLabel")}
            columns={[
              t("programmes.admin.applicant"),
              ...(programme ? [] : [t("programmes.admin.programmeColumn")]),
              t("programmes.admin.submitted"),
              t("programmes.admin.updated"),
              t("programmes.admin.statusColumn"),
              t("programmes.admin.actions"),
            ]}
          >
            {items.map((a) => {
              // The server says where the viewer may move it; accepting and withdrawing are the applicant's.
              // Nothing moves back to SUBMITTED.
              const moves = a.allowedMoves.filter((m) => m !== "SUBMITTED" && m !== "ACCEPTED" && m !== "WITHDRAWN");
              return (
                <Table.Tr key={a.id}>
                  <Table.Td>
                    <LearnerName user={a.applicant} />
                  </Table.Td>
                  {!programme && <Table.Td>{a.programme.title}</Table.Td>}
                  <Table.Td>{date(a.submittedAt)}</Table.Td>
                  <Table.Td>{date(a.updatedAt)}</Table.Td>
                  <Table.Td>
                    <ApplicationStatusBadge status={a.status} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        onClick={() => setViewing(a)}
                        aria-label={t("programmes.admin.viewFor", { name: personName(a.applicant, t) })}
                      >
                        {t("programmes.admin.view")}
                      </Button>
                      {moves.map((to) => (
                        <Button
                          key={to}
                          size="xs"
                          variant={to === "REJECTED" ? "light" : "filled"}
                          color={to === "REJECTED" ? "red" : undefined}
                          onClick={() => setPending({ id: a.id, to, name: personName(a.applicant, t) })}
                        >
                          {t(`programmes.admin.moveTo.${to}`)}
                        </Button>
                      ))}
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </DataTable>
          <ListPagination page={page} pageInfo={query.data?.programmeApplications.pageInfo} onChange={(p) => update({ page: p })} />
        </QueryListBody>
      )}

      <MoveWithNoteModal
        opened={pending != null}
        onClose={close}
        title={t("programmes.admin.moveTitle")}
        body={pending ? t("programmes.admin.moveBody", { name: pending.name, status: t(`programmes.status.${pending.to}`) }) : null}
        noteLabel={t("programmes.admin.note")}
        noteHint={t("programmes.admin.noteHint")}
        noteMax={500}
        note={note}
        onNoteChange={setNote}
        keepLabel={t("programmes.admin.keep")}
        confirmLabel={t("programmes.admin.moveYes")}
        danger={pending?.to === "REJECTED"}
        loading={moveState.loading}
        onConfirm={() => void run()}
      />

      <Modal
        opened={viewing != null}
        onClose={() => setViewing(null)}
        title={viewing ? t("programmes.admin.answersTitle", { name: personName(viewing.applicant, t) }) : ""}
        size="lg"
        centered
        closeButtonProps={{ "aria-label": t("programmes.admin.close") }}
      >
        {viewing && (
          <Stack gap="md">
            <Table withTableBorder aria-label={t("programmes.admin.answers")}>
              <Table.Tbody>
                {viewing.answers.map((ans) => (
                  <Table.Tr key={ans.name}>
                    <Table.Th scope="row" w="45%">
                      {label(viewing, ans.name)}
                    </Table.Th>
                    <Table.Td>{answer(viewing, ans.name, ans.value)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
            <Title order={3} size="h5">
              {t("programmes.admin.history")}
            </Title>
            <ApplicationHistory history={viewing.history} />
          </Stack>
        )}
      </Modal>
    </>
  );
}

export default function AdminApplicationsPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("programmes.admin.title")}
      notAllowedTitle={t("programmes.admin.notAllowedTitle")}
      notAllowedBody={t("programmes.admin.notAllowedBody")}
    >
      <ProgrammesSubNav />
      <ApplicationsList />
    </CourseAdminPage>
  );
}
