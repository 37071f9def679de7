/**
 * Starting a practice interview from a question set: the set's facts and the interview terms to tick (every one).
 * The server starts one, or answers with the learner's open one of the set; either way the practice opens.
 */
import { useState } from "react";
import { Alert, Button, Group, Stack, Text } from "@mantine/core";
import { useNavigate } from "react-router";
import { useTranslation } from "react-i18next";
import type { QuestionSetCard_SetFragment } from "../../../__generated__/graphql";
import { readServerError } from "../../../lib/graphqlErrors";
import { EditModal } from "../../../ui/EditModal";
import { practiceHref } from "../lib/learner";
import { useStartPracticeInterview } from "../mutations/useStartPracticeInterview";
import { allAccepted, TermsChecklist } from "./TermsChecklist";

export function StartPracticeDialog({
  set,
  terms,
  onClose,
  onTermsChanged,
}: {
  set: QuestionSetCard_SetFragment | null;
  terms: readonly { id: string; text: string }[];
  onClose: () => void;
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <EditModal
      item={set}
      title={(s) => t("interviews.learner.start.title", { title: s.title })}
      closeLabel={t("interviews.learner.close")}
      onClose={onClose}
    >
      {(s) => <StartForm set={s} terms={terms} onClose={onClose} onTermsChanged={onTermsChanged} />}
    </EditModal>
  );
}

function StartForm({
  set,
  terms,
  onClose,
  onTermsChanged,
}: {
  set: QuestionSetCard_SetFragment;
  terms: readonly { id: string; text: string }[];
  onClose: () => void;
  onTermsChanged: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [start, { loading }] = useStartPracticeInterview();
  const [accepted, setAccepted] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);

  const onStart = async () => {
    setError(null);
    try {
      const { data } = await start({ variables: { questionSetId: set.id, acceptedTermIds: accepted } });
      if (data) void navigate(practiceHref(data.startPracticeInterview.id));
    } catch (err) {
      const { code, message, fields } = readServerError(err);
      if (code === "BAD_USER_INPUT" && fields.acceptedTermIds) {
        setError(t("interviews.learner.terms.changed"));
        onTermsChanged();
      } else if (code === "NOT_FOUND") setError(t("interviews.learner.start.gone"));
      else setError(code === "NETWORK" ? t("errors.NETWORK") : message || t("errors.UNKNOWN"));
    }
  };

  return (
    <Stack gap="md">
      <Text size="sm">{t("interviews.learner.start.intro", { count: set.questions.length, minutes: set.plannedMinutes })}</Text>
      <TermsChecklist terms={terms} accepted={accepted} onChange={setAccepted} />
      {error && (
        <Alert color="red" variant="light" role="alert" title={t("interviews.learner.start.failed")}>
          {error}
        </Alert>
      )}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={loading}>
          {t("interviews.learner.close")}
        </Button>
        <Button onClick={() => void onStart()} disabled={!allAccepted(terms, accepted)} loading={loading}>
          {t("interviews.learner.start.confirm")}
        </Button>
      </Group>
    </Stack>
  );
}
