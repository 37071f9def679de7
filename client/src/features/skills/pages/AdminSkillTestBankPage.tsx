/**
 * /skills/admin/skills/tests/:testId?retired=1 (TALENT_ADMIN): a skill test's question bank in its order, each
 * question with its correct options and explanation; `retired=1` shows the retired questions too. Add a question,
 * revise one (the same form, starting from its wording: the server retires the old question and puts the new wording
 * in its place under a new id), retire or restore one; a refusal (CONFLICT: the bank would hold fewer questions than an
 * attempt draws) is shown in an alert. Other people see the not-allowed state.
 */
import { useState } from "react";
import { Alert, Anchor, Button, Group, Modal, Stack, Switch, Text } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { Link, useParams, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import {
  AdminSkillTestBankDocument,
  ViewerDocument,
  type BankQuestion_QuestionFragment,
  type SkillQuestionInput,
} from "../../../__generated__/graphql";
import { ActionFeedback } from "../../../ui/ActionFeedback";
import { AdminPage } from "../../../ui/AdminPage";
import { QueryListBody } from "../../../ui/ListStates";
import { readServerError } from "../../../lib/graphqlErrors";
import { BankQuestion } from "../components/admin/BankQuestion";
import { SkillQuestionForm } from "../components/admin/SkillQuestionForm";
import { SkillsAdminSubNav } from "../components/admin/SkillsAdminSubNav";
import { useAddSkillQuestion } from "../mutations/useAddSkillQuestion";
import { useReviseSkillQuestion } from "../mutations/useReviseSkillQuestion";
import { useRetireSkillQuestion } from "../mutations/useRetireSkillQuestion";
import { useRestoreSkillQuestion } from "../mutations/useRestoreSkillQuestion";
import { adminSkillsHref } from "../lib/adminPaths";

type Question = BankQuestion_QuestionFragment;
type Editing = { mode: "add" } | { mode: "revise"; question: Question } | null;
type Feedback = { done: string | null; error: string | null };

function Bank({
  testId,
  query,
  showRetired,
  onShowRetired,
}: {
  testId: string;
  query: ReturnType<typeof useBankQuery>;
  showRetired: boolean;
  onShowRetired: (show: boolean) => void;
}) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<Editing>(null);
  const [feedback, setFeedback] = useState<Feedback>({ done: null, error: null });
  const [busy, setBusy] = useState<string | null>(null);
  const [add] = useAddSkillQuestion();
  const [revise] = useReviseSkillQuestion();
  const [retire] = useRetireSkillQuestion();
  const [restore] = useRestoreSkillQuestion();
  const data = shownData(query, testId);
  const test = data?.skillTest;
  const bank = test?.bank ?? [];
  const drawable = bank.filter((q) => !q.retiredAt).length;

  const save = async (input: SkillQuestionInput) => {
    if (editing?.mode === "revise") {
      await revise({ variables: { questionId: editing.question.id, input } });
      setFeedback({ done: t("adminSkills.bank.revised", { number: editing.question.position + 1 }), error: null });
    } else {
      const result = await add({ variables: { testId, input } });
      setFeedback({ done: t("adminSkills.bank.added", { number: (result.data?.addSkillQuestion.position ?? 0) + 1 }), error: null });
    }
    setEditing(null);
  };

  const act = async (question: Question, action: "retire" | "restore") => {
    setBusy(question.id);
    setFeedback({ done: null, error: null });
    const number = question.position + 1;
    try {
      if (action === "retire") await retire({ variables: { questionId: question.id } });
      else await restore({ variables: { questionId: question.id } });
      setFeedback({
        done: t(action === "retire" ? "adminSkills.bank.retiredDone" : "adminSkills.bank.restoredDone", { number }),
        error: null,
      });
    } catch (e) {
      setFeedback({ done: null, error: readServerError(e).message || t("adminSkills.form.failed") });
    } finally {
      setBusy(null);
    }
  };

  if (data && !test) {
    return (
      <Alert color="red" variant="light" role="alert" title={t("adminSkills.bank.notFoundTitle")}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t("adminSkills.bank.notFound", { id: testId })}</Text>
          <Anchor component={Link} to={adminSkillsHref("tests")} size="sm">
            {t("adminSkills.bank.back")}
          </Anchor>
        </Stack>
      </Alert>
    );
  }
  return (
    <>
      <Anchor component={Link} to={adminSkillsHref("tests")} size="sm">
        {t("adminSkills.bank.back")}
      </Anchor>
      {test && <Text>{t("adminSkills.bank.summary", { count: drawable, drawn: test.questionCount })}</Text>}
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Switch label={t("adminSkills.bank.showRetired")} checked={showRetired} onChange={(e) => onShowRetired(e.currentTarget.checked)} />
        <Button
          onClick={() => {
            setFeedback({ done: null, error: null });
            setEditing({ mode: "add" });
          }}
          disabled={!test}
        >
          {t("adminSkills.bank.add")}
        </Button>
      </Group>
      <ActionFeedback done={feedback.done} error={feedback.error} />
      <QueryListBody
        query={{ ...query, data }}
        isEmpty={bank.length === 0}
        messages={{ loading: t("adminSkills.bank.loading"), error: t("adminSkills.bank.error"), empty: t("adminSkills.bank.empty") }}
      >
        <Stack component="ol" gap="md" className="plain-list" aria-label={t("adminSkills.bank.listLabel")}>
          {bank.map((question) => {
            const number = question.position + 1;
            return (
              <BankQuestion
                key={question.id}
                question={question}
                actions={
                  question.retiredAt ? (
                    <Button
                      size="xs"
                      variant="default"
                      loading={busy === question.id}
                      aria-label={t("adminSkills.bank.restoreLabel", { number })}
                      onClick={() => void act(question, "restore")}
                    >
                      {t("adminSkills.bank.restore")}
                    </Button>
                  ) : (
                    <>
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t("adminSkills.bank.reviseLabel", { number })}
                        onClick={() => {
                          setFeedback({ done: null, error: null });
                          setEditing({ mode: "revise", question });
                        }}
                      >
                        {t("adminSkills.bank.revise")}
                      </Button>
                      <Button
                        size="xs"
                        variant="light"
                        color="red"
                        c="var(--tf-text-danger)"
                        loading={busy === question.id}
                        aria-label={t("adminSkills.bank.retireLabel", { number })}
                        onClick={() => void act(question, "retire")}
                      >
                        {t("adminSkills.bank.retire")}
                      </Button>
                    </>
                  )
                }
              />
            );
          })}
        </Stack>
      </QueryListBody>
      <Modal
        opened={editing != null}
        onClose={() => setEditing(null)}
        size="xl"
        title={
          editing?.mode === "revise"
            ? t("adminSkills.bank.reviseTitle", { number: editing.question.position + 1 })
            : t("adminSkills.bank.addTitle")
        }
        closeButtonProps={{ "aria-label": t("adminSkills.cancel") }}
      >
        {editing && (
          <SkillQuestionForm
            key={editing.mode === "revise" ? editing.question.id : "new"}
            question={editing.mode === "revise" ? editing.question : undefined}
            submitLabel={t(editing.mode === "revise" ? "adminSkills.bank.saveRevision" : "adminSkills.bank.saveNew")}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
    </>
  );
}

function useBankQuery(testId: string, includeRetired: boolean, skip: boolean) {
  return useQuery(AdminSkillTestBankDocument, { variables: { testId, includeRetired }, skip, fetchPolicy: "cache-and-network" });
}

/** The bank to show: while the other view of this test's bank (with or without retired questions) loads, the one shown stays. */
function shownData(query: ReturnType<typeof useBankQuery>, testId: string) {
  return query.data ?? (query.previousData?.skillTest?.id === testId ? query.previousData : undefined);
}

export default function AdminSkillTestBankPage() {
  const { t } = useTranslation();
  const { testId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const showRetired = params.get("retired") === "1";
  const viewer = useQuery(ViewerDocument);
  // Null while the viewer is being found out; the bank is asked for by talent admins only.
  const allowed = viewer.data ? (viewer.data.viewer?.roles.includes("TALENT_ADMIN") ?? false) : null;
  const query = useBankQuery(testId, showRetired, !allowed);
  const test = shownData(query, testId)?.skillTest;
  const setShowRetired = (show: boolean) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      if (show) p.set("retired", "1");
      else p.delete("retired");
      return p;
    });
  return (
    <AdminPage
      allowed={allowed}
      subNav={<SkillsAdminSubNav />}
      title={test ? t("adminSkills.bank.title", { test: test.title }) : t("adminSkills.bank.titleLoading")}
      notAllowedTitle={t("adminSkills.notAllowedTitle")}
      notAllowedBody={t("adminSkills.notAllowedBody")}
    >
      <Bank testId={testId} query={query} showRetired={showRetired} onShowRetired={setShowRetired} />
    </AdminPage>
  );
}
