/**
 * The Question sets tab of /interviews/admin?tab=sets (TALENT_ADMIN): every practice question set, retired ones too, in
 * title order, each with its focus, planned minutes and number of questions. A set is created or edited in a dialog
 * (QuestionSetForm); retiring one (after a confirmation: no new practice starts from it) or restoring it is a click.
 */
import { useState } from "react";
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import {
  AdminInterviewQuestionSetsDocument,
  type InterviewQuestionSetInput,
  type QuestionSetsAdmin_SetFragment,
} from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { ListEmpty, ListError, ListLoading } from "../../../../ui/ListStates";
import { readServerError } from "../../../../lib/graphqlErrors";
import { useCreateInterviewQuestionSet } from "../../mutations/useCreateInterviewQuestionSet";
import { useUpdateInterviewQuestionSet } from "../../mutations/useUpdateInterviewQuestionSet";
import { useSetInterviewQuestionSetRetired } from "../../mutations/useSetInterviewQuestionSetRetired";
import { QuestionSetForm } from "./QuestionSetForm";
import { useFocusName } from "./labels";

type QuestionSet = QuestionSetsAdmin_SetFragment;
type Editing = { mode: "new" } | { mode: "edit"; set: QuestionSet };

function SetCard({
  set,
  busy,
  onEdit,
  onRetire,
  onRestore,
}: {
  set: QuestionSet;
  busy: boolean;
  onEdit: () => void;
  onRetire: () => void;
  onRestore: () => void;
}) {
  const { t } = useTranslation();
  const focusName = useFocusName();
  return (
    <Paper component="li" withBorder radius="md" p="md" aria-label={set.title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Title order={2} size="h4" style={{ overflowWrap: "anywhere" }}>
            {set.title}
          </Title>
          <Group gap={6} wrap="wrap">
            <Badge color="indigo" variant="light" c="var(--tf-text-strong)" tt="none">
              {focusName(set.focus)}
            </Badge>
            {set.retired && (
              <Badge color="gray" variant="outline" c="var(--tf-text-strong)" tt="none">
                {t("interviews.admin.sets.retired")}
              </Badge>
            )}
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: "anywhere" }}>
          {set.description}
        </Text>
        <Text size="sm" c="dimmed">
          {t("interviews.admin.sets.facts", {
            questions: t("interviews.admin.sets.questionCount", { count: set.questions.length }),
            minutes: t("interviews.minutes", { count: set.plannedMinutes }),
          })}
        </Text>
        <Group gap="xs" wrap="wrap">
          <Button size="xs" variant="default" aria-label={t("interviews.admin.sets.editFor", { title: set.title })} onClick={onEdit}>
            {t("interviews.admin.sets.edit")}
          </Button>
          {set.retired ? (
            <Button
              size="xs"
              variant="light"
              loading={busy}
              aria-label={t("interviews.admin.sets.restoreFor", { title: set.title })}
              onClick={onRestore}
            >
              {t("interviews.admin.sets.restore")}
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              c="var(--tf-text-danger)"
              aria-label={t("interviews.admin.sets.retireFor", { title: set.title })}
              onClick={onRetire}
            >
              {t("interviews.admin.sets.retire")}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

export function QuestionSetsAdmin() {
  const { t } = useTranslation();
  const query = useQuery(AdminInterviewQuestionSetsDocument, { fetchPolicy: "cache-and-network" });
  const [create] = useCreateInterviewQuestionSet();
  const [update] = useUpdateInterviewQuestionSet();
  const [setRetired, retiring] = useSetInterviewQuestionSetRetired();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [confirming, setConfirming] = useState<QuestionSet | null>(null);
  const [restoring, setRestoring] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<{ done: string | null; error: string | null }>({ done: null, error: null });
  const sets = query.data?.interviewQuestionSets;

  const save = async (input: InterviewQuestionSetInput) => {
    if (editing?.mode === "edit") {
      const result = await update({ variables: { id: editing.set.id, input } });
      setFeedback({
        done: t("interviews.admin.sets.saved", { title: result.data?.updateInterviewQuestionSet.title ?? input.title }),
        error: null,
      });
    } else {
      const result = await create({ variables: { input } });
      setFeedback({
        done: t("interviews.admin.sets.created", { title: result.data?.createInterviewQuestionSet.title ?? input.title }),
        error: null,
      });
    }
    setEditing(null);
  };

  /** Retires or restores; a refusal shows in the dialog (retiring) or above the list (restoring). */
  const changeRetired = async (set: QuestionSet, retired: boolean) => {
    setFeedback({ done: null, error: null });
    try {
      await setRetired({ variables: { id: set.id, retired } });
      setFeedback({
        done: t(retired ? "interviews.admin.sets.retiredDone" : "interviews.admin.sets.restoredDone", { title: set.title }),
        error: null,
      });
      return true;
    } catch (e) {
      const error = readServerError(e).message || t("interviews.admin.form.failed");
      setFeedback({ done: null, error });
      return false;
    }
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="md" wrap="wrap">
        <Text c="dimmed">{t("interviews.admin.sets.intro")}</Text>
        <Button
          onClick={() => {
            setFeedback({ done: null, error: null });
            setEditing({ mode: "new" });
          }}
        >
          {t("interviews.admin.sets.new")}
        </Button>
      </Group>
      <ActionFeedback done={feedback.done} error={confirming ? null : feedback.error} />
      {query.loading && !sets ? (
        <ListLoading label={t("interviews.admin.sets.loading")} />
      ) : query.error && !sets ? (
        <ListError message={t("interviews.admin.sets.error")} onRetry={() => void query.refetch()} />
      ) : sets && sets.length === 0 ? (
        <ListEmpty message={t("interviews.admin.sets.empty")} />
      ) : (
        sets && (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: "none" }} aria-label={t("interviews.admin.sets.listLabel")}>
            {sets.map((set) => (
              <SetCard
                key={set.id}
                set={set}
                busy={restoring === set.id}
                onEdit={() => {
                  setFeedback({ done: null, error: null });
                  setEditing({ mode: "edit", set });
                }}
                onRetire={() => {
                  setFeedback({ done: null, error: null });
                  setConfirming(set);
                }}
                onRestore={() => {
                  setRestoring(set.id);
                  void changeRetired(set, false).finally(() => setRestoring(null));
                }}
              />
            ))}
          </Stack>
        )
      )}
      <Modal
        opened={editing != null}
        onClose={() => setEditing(null)}
        size="xl"
        title={
          editing?.mode === "edit"
            ? t("interviews.admin.setForm.editTitle", { title: editing.set.title })
            : t("interviews.admin.setForm.newTitle")
        }
        closeButtonProps={{ "aria-label": t("interviews.admin.close") }}
      >
        {editing && (
          <QuestionSetForm
            key={editing.mode === "edit" ? editing.set.id : "new"}
            set={editing.mode === "edit" ? editing.set : undefined}
            submitLabel={t(editing.mode === "edit" ? "interviews.admin.setForm.save" : "interviews.admin.setForm.create")}
            onSave={save}
            onCancel={() => setEditing(null)}
          />
        )}
      </Modal>
      <ConfirmDialog
        opened={confirming != null}
        title={t("interviews.admin.sets.confirmRetireTitle", { title: confirming?.title ?? "" })}
        body={t("interviews.admin.sets.confirmRetireBody")}
        confirmLabel={t("interviews.admin.sets.retire")}
        cancelLabel={t("interviews.admin.sets.keep")}
        loading={retiring.loading}
        error={confirming ? feedback.error : null}
        onConfirm={() => {
          if (confirming) void changeRetired(confirming, true).then((ok) => ok && setConfirming(null));
        }}
        onClose={() => {
          setConfirming(null);
          setFeedback((f) => ({ ...f, error: null }));
        }}
      />
    </Stack>
  );
}
