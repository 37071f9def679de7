/**
 * One question of an attempt being taken: its number, the prompt, its code and its options — a radio group for single
 * choice, checkboxes for multiple choice. Each change goes to `onChange` with the whole selection.
 */
import { Checkbox, Radio, Stack, Text, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { SkillQuestionView_QuestionFragment } from "../../../__generated__/graphql";
import { CodeBlock } from "./CodeBlock";

export function SkillQuestionView({
  question,
  number,
  count,
  selected,
  disabled,
  onChange,
}: {
  question: SkillQuestionView_QuestionFragment;
  number: number;
  count: number;
  selected: readonly string[];
  disabled: boolean;
  onChange: (optionIds: string[]) => void;
}) {
  const { t } = useTranslation();
  const headingId = `skill-question-${question.id}`;
  const single = question.kind === "SINGLE_CHOICE";
  const legend = single ? t("skills.attempt.chooseOne") : t("skills.attempt.chooseAll");
  return (
    <Stack gap="sm" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t("skills.attempt.questionOf", { number, count })}
      </Title>
      <Text style={{ whiteSpace: "pre-line" }}>{question.prompt}</Text>
      {question.code && <CodeBlock code={question.code} />}
      {single ? (
        <Radio.Group label={legend} value={selected[0] ?? null} onChange={(value) => onChange([value])}>
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Radio key={o.id} value={o.id} label={o.text} disabled={disabled} />
            ))}
          </Stack>
        </Radio.Group>
      ) : (
        <Checkbox.Group label={legend} value={[...selected]} onChange={onChange}>
          <Stack gap="xs" mt="xs">
            {question.options.map((o) => (
              <Checkbox key={o.id} value={o.id} label={o.text} disabled={disabled} />
            ))}
          </Stack>
        </Checkbox.Group>
      )}
    </Stack>
  );
}
