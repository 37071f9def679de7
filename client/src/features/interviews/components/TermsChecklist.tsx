/** The interview terms (SPEC §5) as a checklist, each in the interface language by its id; all must be ticked. */
import { Checkbox, Stack, Text } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { useInterviewWords } from "../lib/learner";

export function TermsChecklist({
  terms,
  accepted,
  onChange,
}: {
  terms: readonly { id: string; text: string }[];
  accepted: string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  const { termText } = useInterviewWords();
  const left = terms.filter((term) => !accepted.includes(term.id)).length;
  return (
    <Stack gap="xs">
      <Checkbox.Group value={accepted} onChange={onChange} label={t("interviews.learner.terms.label")}>
        <Stack gap="sm" mt="xs">
          {terms.map((term) => (
            <Checkbox key={term.id} value={term.id} label={termText(term)} />
          ))}
        </Stack>
      </Checkbox.Group>
      {left > 0 && (
        <Text size="sm" c="dimmed">
          {t("interviews.learner.terms.left", { count: left })}
        </Text>
      )}
    </Stack>
  );
}

/** Whether every term is ticked. */
export const allAccepted = (terms: readonly { id: string }[], accepted: readonly string[]) =>
  terms.length > 0 && terms.every((term) => accepted.includes(term.id));
