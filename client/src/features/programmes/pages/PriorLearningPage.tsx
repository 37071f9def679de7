/**
 * /programmes/admin/prior-learning?page= (COURSE_ADMIN): credits for prior learning (SPEC §5) — a person holding one
 * may apply to programmes (and join classes) of certified-associate courses without an M1 certificate. A grant form
 * (person picked through the people search, a required reason of at most 500 characters; the server's per-field
 * messages and "already holds credit" land on the fields) and the paged list, newest first, each credit withdrawable
 * after a confirmation. Other people see the not-allowed state.
 */
import { useState } from "react";
import { Button, Group, Table, Text, Textarea } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { PriorLearningCreditsDocument } from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { PersonPicker, StaffSection } from "../../classroom";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { CourseAdminPage } from "../../catalogue";
import { DataTable } from "../../../ui/DataTable";
import { LearnerName } from "../../../ui/LearnerName";
import { ListPagination } from "../../../ui/ListPagination";
import { QueryListBody } from "../../../ui/ListStates";
import { ProgrammesSubNav } from "../components/ProgrammesSubNav";
import { formatDate } from "../../../lib/format";
import { readServerError } from "../../../lib/graphqlErrors";
import { parsePage } from "../../../lib/pageParam";
import { useConfirmedAction } from "../../../ui/useConfirmedAction";
import { PARTIAL_DATA } from "../../../lib/partialData";
import { personName } from "../../../lib/personName";
import { useGrantPriorLearningCredit } from "../mutations/useGrantPriorLearningCredit";
import { useRevokePriorLearningCredit } from "../mutations/useRevokePriorLearningCredit";
import { REASON_MAX } from "@server/courses/modules/programmes/rules/admission";

function GrantForm() {
  const { t } = useTranslation();
  const [grant, { loading }] = useGrantPriorLearningCredit();
  const [person, setPerson] = useState<{ id: string; name: string } | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [reason, setReason] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [done, setDone] = useState<string | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setDone(null);
    setFailed(null);
    const local: Record<string, string> = {};
    if (!person) local.userId = t("programmes.credits.choosePerson");
    if (!reason.trim()) local.reason = t("validation.required");
    else if (reason.trim().length > REASON_MAX) local.reason = t("validation.maxLength", { max: REASON_MAX });
    setErrors(local);
    if (Object.keys(local).length > 0 || !person) return;
    try {
      await grant({ variables: { userId: person.id, reason: reason.trim() } });
      setDone(t("programmes.credits.granted", { name: person.name }));
      setPerson(null);
      setReason("");
      setPickerKey((k) => k + 1);
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      if (code === "CONFLICT" || code === "BAD_USER_INPUT") {
        setErrors(code === "CONFLICT" ? { userId: t("programmes.credits.alreadyHolds") } : fields);
        setFailed(t("programmes.credits.notGranted"));
      } else setFailed(message || t("programmes.credits.grantError"));
    }
  };

  return (
    <StaffSection id="grant-credit-heading" title={t("programmes.credits.grantTitle")}>
      <form onSubmit={(e) => void submit(e)} noValidate aria-labelledby="grant-credit-heading">
        <Group align="flex-start" gap="md" grow preventGrowOverflow={false}>
          <PersonPicker
            key={pickerKey}
            label={t("programmes.credits.person")}
            value={person?.id ?? null}
            onChange={(id, name) => setPerson(id ? { id, name: name ?? id } : null)}
            error={errors.userId}
            required
          />
          <Textarea
            label={t("programmes.credits.reason")}
            description={t("programmes.credits.reasonHint", { max: REASON_MAX })}
            required
            autosize
            minRows={2}
            maxLength={REASON_MAX}
            value={reason}
            onChange={(e) => setReason(e.currentTarget.value)}
            error={errors.reason}
          />
        </Group>
        <Group justify="flex-end" mt="md">
          <Button type="submit" loading={loading}>
            {t("programmes.credits.grant")}
          </Button>
        </Group>
      </form>
      <ActionFeedback done={done} error={failed} />
    </StaffSection>
  );
}

function CreditsList() {
  const { t, i18n } = useTranslation();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get("page"));
  const query = useQuery(PriorLearningCreditsDocument, { ...PARTIAL_DATA, variables: { page }, fetchPolicy: "cache-and-network" });
  const [revoke, revokeState] = useRevokePriorLearningCredit();
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (picked: { userId: string; name: string }) => {
      await revoke({ variables: { userId: picked.userId } });
      return t("programmes.credits.withdrawn", { name: picked.name });
    },
    t("programmes.credits.withdrawError"),
    query.refetch,
  );
  const items = query.data?.priorLearningCredits.items ?? [];

  return (
    <StaffSection id="credits-heading" title={t("programmes.credits.listTitle")}>
      <ActionFeedback done={done} error={error} />
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{ loading: t("programmes.credits.loading"), error: t("programmes.credits.error"), empty: t("programmes.credits.empty") }}
      >
        <DataTable
          ariaLabel={t("programmes.credits.tableLabel")}
          columns={[
            t("programmes.credits.person"),
            t("programmes.credits.reason"),
            t("programmes.credits.grantedBy"),
            t("programmes.credits.date"),
            t("programmes.credits.actions"),
          ]}
        >
          {items.map((c, i) => (
            <Table.Tr key={c.person?.id ?? `unavailable-${i}`}>
              <Table.Td>
                <LearnerName user={c.person} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: "pre-line" }}>
                  {c.reason}
                </Text>
              </Table.Td>
              <Table.Td>{personName(c.grantedBy, t)}</Table.Td>
              <Table.Td>
                <time dateTime={c.grantedAt}>{formatDate(c.grantedAt, i18n.language)}</time>
              </Table.Td>
              <Table.Td>
                {/* Withdrawing needs the person: not offered while the talent service is unavailable. */}
                {c.person && (
                  <Button
                    size="xs"
                    variant="light"
                    color="red"
                    onClick={() => c.person && setPending({ userId: c.person.id, name: c.person.displayName })}
                    aria-label={t("programmes.credits.withdrawFor", { name: c.person.displayName })}
                  >
                    {t("programmes.credits.withdraw")}
                  </Button>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
        <ListPagination page={page} pageInfo={query.data?.priorLearningCredits.pageInfo} onChange={(p) => setParams({ page: String(p) })} />
      </QueryListBody>
      <ConfirmDialog
        opened={pending != null}
        title={t("programmes.credits.confirmTitle")}
        body={pending ? t("programmes.credits.confirmBody", { name: pending.name }) : undefined}
        confirmLabel={t("programmes.credits.confirmYes")}
        cancelLabel={t("programmes.credits.keep")}
        loading={revokeState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </StaffSection>
  );
}

export default function PriorLearningPage() {
  const { t } = useTranslation();
  return (
    <CourseAdminPage
      title={t("programmes.credits.title")}
      notAllowedTitle={t("programmes.admin.notAllowedTitle")}
      notAllowedBody={t("programmes.credits.notAllowedBody")}
    >
      <ProgrammesSubNav />
      <Text c="dimmed">{t("programmes.credits.intro")}</Text>
      <GrantForm />
      <CreditsList />
    </CourseAdminPage>
  );
}
