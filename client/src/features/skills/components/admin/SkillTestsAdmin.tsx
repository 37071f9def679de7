/**
 * The Tests tab of /skills/admin/skills: the skill tests with their level, time limit, pass mark and questions drawn,
 * each with "Edit settings" (a dialog saving `updateSkillTest`; new settings apply to attempts started afterwards) and
 * a link to its question bank. The limits come from the server's administration rules; its per-field messages (such as
 * drawing more questions than the bank holds) land next to their fields.
 */
import { useState } from "react";
import { Anchor, Button, Group, NumberInput, Stack, Table, Text, TextInput } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import type skillWords from "../../i18n/en.json";
import { EditModal } from "../../../../ui/EditModal";
import { AdminSkillTestsDocument, type SkillTestsAdmin_TestFragment } from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { DataTable } from "../../../../ui/DataTable";
import { QueryListBody } from "../../../../ui/ListStates";
import { SkillLevelBadge } from "../SkillLevelBadge";
import { useUpdateSkillTest } from "../../mutations/useUpdateSkillTest";
import { SKILL_TEST_LIMITS } from "../../lib/adminLimits";
import { characterCount, formFailure, lengthError, wholeError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";
import { testBankHref } from "../../lib/adminPaths";

type Test = SkillTestsAdmin_TestFragment;
const NUMBERS = ["timeLimitMinutes", "passMarkPercent", "questionsDrawn"] as const;

interface SettingsValues {
  title: string;
  timeLimitMinutes: number | string;
  passMarkPercent: number | string;
  questionsDrawn: number | string;
}

function SettingsForm({ test, onClose, onSaved }: { test: Test; onClose: () => void; onSaved: (title: string) => void }) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const [update, { loading }] = useUpdateSkillTest();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<SettingsValues>({
    initialValues: {
      title: test.title,
      timeLimitMinutes: test.timeLimitMinutes,
      passMarkPercent: test.passMarkPercent,
      questionsDrawn: test.questionCount,
    },
    validate: (v) => {
      const errors: Record<string, string | null> = { title: lengthError(v.title, SKILL_TEST_LIMITS.title, t, words) };
      for (const key of NUMBERS) errors[key] = wholeError(v[key], SKILL_TEST_LIMITS[key], t);
      return errors;
    },
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await update({
        variables: {
          testId: test.id,
          input: {
            title: v.title.trim(),
            timeLimitMinutes: Number(v.timeLimitMinutes),
            passMarkPercent: Number(v.passMarkPercent),
            questionsDrawn: Number(v.questionsDrawn),
          },
        },
      });
      onSaved(result.data?.updateSkillTest.title ?? v.title.trim());
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors));
    }
  });
  const number = (key: (typeof NUMBERS)[number]) => (
    <NumberInput
      label={t(`adminSkills.tests.fields.${key}`)}
      description={t("validation.wholeNumber", SKILL_TEST_LIMITS[key])}
      required
      min={SKILL_TEST_LIMITS[key].min}
      max={SKILL_TEST_LIMITS[key].max}
      allowDecimal={false}
      allowNegative={false}
      // Out-of-range numbers are shown as errors, not silently changed.
      clampBehavior="none"
      {...form.getInputProps(key)}
    />
  );
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("adminSkills.tests.appliesLater")}
        </Text>
        <TextInput
          label={t("adminSkills.tests.fields.title")}
          description={characterCount(form.values.title, SKILL_TEST_LIMITS.title.max, t)}
          required
          maxLength={SKILL_TEST_LIMITS.title.max}
          {...form.getInputProps("title")}
        />
        {NUMBERS.map((key) => (
          <div key={key}>{number(key)}</div>
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={loading}>
            {t("adminSkills.cancel")}
          </Button>
          <Button type="submit" loading={loading}>
            {t("adminSkills.save")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function SkillTestsAdmin() {
  const { t } = useTranslation();
  const query = useQuery(AdminSkillTestsDocument, { fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Test | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const tests = query.data?.skillTests ?? [];
  const c = (key: keyof typeof skillWords.adminSkills.tests.columns) => t(`adminSkills.tests.columns.${key}`);
  return (
    <Stack gap="md">
      <ActionFeedback done={done} error={null} />
      <QueryListBody
        query={query}
        isEmpty={tests.length === 0}
        messages={{ loading: t("adminSkills.tests.loading"), error: t("adminSkills.tests.error"), empty: t("adminSkills.tests.empty") }}
      >
        <DataTable
          ariaLabel={t("adminSkills.tests.tableLabel")}
          minWidth={820}
          columns={[c("test"), c("level"), c("timeLimit"), c("passMark"), c("questionsDrawn"), c("actions")]}
        >
          {tests.map((test) => (
            <Table.Tr key={test.id}>
              <Table.Td>
                <Text size="sm" fw={500}>
                  {test.title}
                </Text>
                <Text size="xs" c="dimmed" ff="monospace">
                  {test.id}
                </Text>
              </Table.Td>
              <Table.Td>
                <SkillLevelBadge level={test.level} />
              </Table.Td>
              <Table.Td>{t("adminSkills.tests.minutes", { count: test.timeLimitMinutes })}</Table.Td>
              <Table.Td>
                {t("adminSkills.tests.passMark", { percent: test.passMarkPercent, points: test.passMarkPoints, total: test.total })}
              </Table.Td>
              <Table.Td>{test.questionCount}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("adminSkills.tests.editFor", { title: test.title })}
                    onClick={() => {
                      setDone(null);
                      setEditing(test);
                    }}
                  >
                    {t("adminSkills.tests.edit")}
                  </Button>
                  <Anchor
                    component={Link}
                    to={testBankHref(test.id)}
                    size="sm"
                    aria-label={t("adminSkills.tests.bankFor", { title: test.title })}
                  >
                    {t("adminSkills.tests.bank")}
                  </Anchor>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </DataTable>
      </QueryListBody>
      <EditModal
        item={editing}
        title={(item) => t("adminSkills.tests.editTitle", { title: item.title })}
        closeLabel={t("adminSkills.cancel")}
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <SettingsForm
            test={item}
            onClose={() => setEditing(null)}
            onSaved={(title) => setDone(t("adminSkills.tests.saved", { title }))}
          />
        )}
      </EditModal>
    </Stack>
  );
}
