/**
 * The Vocabulary tab of /skills/admin/skills?tab=vocabulary&search=&page=: the vocabulary's entries a page at a time,
 * searchable by title, each a skill (can be verified and required) or a concept, with Edit (title and the skill switch,
 * in a dialog: `updateTool`); below, "Add an entry" (`addTool`: id, title, skill). The server's refusals (a taken id or
 * title, a skill a test or a role still uses) land on the field they concern.
 */
import { useId, useState, type ComponentProps } from "react";
import { Badge, Button, Group, Paper, Stack, Switch, Table, Text, TextInput, Title } from "@mantine/core";
import { useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import type skillWords from "../../i18n/en.json";
import { EditModal } from "../../../../ui/EditModal";
import { AdminVocabularyDocument, type VocabularyAdmin_ToolFragment } from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { DataTable } from "../../../../ui/DataTable";
import { PagedListBody } from "../../../../ui/PagedListBody";
import { SearchForm } from "../../../../ui/SearchForm";
import { usePagedSearchParams } from "../../../../ui/usePagedSearchParams";
import { useAddTool } from "../../mutations/useAddTool";
import { useUpdateTool } from "../../mutations/useUpdateTool";
import { TOOL_LIMITS } from "../../lib/adminLimits";
import { characterCount, formFailure, lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";

type Tool = VocabularyAdmin_ToolFragment;

interface EntryValues {
  title: string;
  skill: boolean;
}

function SkillBadge({ skill }: { skill: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={skill ? "indigo" : "gray"} variant="light" c="var(--tf-text-strong)" tt="none">
      {t(skill ? "adminSkills.vocabulary.skill" : "adminSkills.vocabulary.concept")}
    </Badge>
  );
}

function SkillSwitch(props: ComponentProps<typeof Switch>) {
  const { t } = useTranslation();
  return <Switch label={t("adminSkills.vocabulary.fields.skill")} description={t("adminSkills.vocabulary.fields.skillHint")} {...props} />;
}

function EditForm({ tool, onClose, onSaved }: { tool: Tool; onClose: () => void; onSaved: (title: string) => void }) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const [update, { loading }] = useUpdateTool();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EntryValues>({
    initialValues: { title: tool.title, skill: tool.skill },
    validate: { title: (v) => lengthError(v, TOOL_LIMITS.title, t, words) },
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await update({ variables: { id: tool.id, input: { title: v.title.trim(), skill: v.skill } } });
      onSaved(result.data?.updateTool.title ?? v.title.trim());
      onClose();
    } catch (e) {
      setFormError(formFailure(e, words, form.setErrors));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        {formError && (
          <Text size="sm" c="var(--tf-text-danger)" role="alert">
            {formError}
          </Text>
        )}
        <Text size="sm" c="dimmed">
          {t("adminSkills.vocabulary.idFixed", { id: tool.id })}
        </Text>
        <TextInput
          label={t("adminSkills.vocabulary.fields.title")}
          description={characterCount(form.values.title, TOOL_LIMITS.title.max, t)}
          required
          maxLength={TOOL_LIMITS.title.max}
          {...form.getInputProps("title")}
        />
        <SkillSwitch {...form.getInputProps("skill", { type: "checkbox" })} />
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

function AddEntryForm({ onAdded }: { onAdded: (title: string) => void }) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const headingId = useId();
  const [add, { loading }] = useAddTool();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<EntryValues & { id: string }>({
    initialValues: { id: "", title: "", skill: true },
    validate: {
      id: (v) => {
        const id = v.trim();
        if (!id) return t("validation.required");
        return id.length > TOOL_LIMITS.id.max || !TOOL_LIMITS.id.pattern.test(id)
          ? t("adminSkills.vocabulary.idRule", { max: TOOL_LIMITS.id.max })
          : null;
      },
      title: (v) => lengthError(v, TOOL_LIMITS.title, t, words),
    },
  });
  const submit = form.onSubmit(async (v) => {
    setFormError(null);
    try {
      const result = await add({ variables: { id: v.id.trim(), input: { title: v.title.trim(), skill: v.skill } } });
      onAdded(result.data?.addTool.title ?? v.title.trim());
      form.reset();
    } catch (e) {
      // The id is an argument of its own: the server names a problem with it `_`.
      setFormError(formFailure(e, words, form.setErrors, (path) => (path === "_" ? "id" : path)));
    }
  });
  return (
    <Paper withBorder radius="md" p="lg">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm" maw={560}>
          <Title order={2} size="h3" id={headingId}>
            {t("adminSkills.vocabulary.addTitle")}
          </Title>
          {formError && (
            <Text size="sm" c="var(--tf-text-danger)" role="alert">
              {formError}
            </Text>
          )}
          <TextInput
            label={t("adminSkills.vocabulary.fields.id")}
            description={t("adminSkills.vocabulary.fields.idHint")}
            required
            maxLength={TOOL_LIMITS.id.max}
            {...form.getInputProps("id")}
          />
          <TextInput
            label={t("adminSkills.vocabulary.fields.title")}
            description={characterCount(form.values.title, TOOL_LIMITS.title.max, t)}
            required
            maxLength={TOOL_LIMITS.title.max}
            {...form.getInputProps("title")}
          />
          <SkillSwitch {...form.getInputProps("skill", { type: "checkbox" })} />
          <Group>
            <Button type="submit" loading={loading}>
              {t("adminSkills.vocabulary.add")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function VocabularyAdmin() {
  const { t } = useTranslation();
  const { page, search, setPage, setSearch } = usePagedSearchParams();
  const query = useQuery(AdminVocabularyDocument, { variables: { page, search: search || null }, fetchPolicy: "cache-and-network" });
  const [editing, setEditing] = useState<Tool | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const c = (key: keyof typeof skillWords.adminSkills.vocabulary.columns) => t(`adminSkills.vocabulary.columns.${key}`);
  return (
    <Stack gap="md">
      <SearchForm value={search} onSearch={setSearch} label={t("adminSkills.vocabulary.searchLabel")} />
      <ActionFeedback done={done} error={null} />
      <PagedListBody
        messages="adminSkills.vocabulary"
        result={(query.data ?? query.previousData)?.tools}
        loading={query.loading}
        error={query.error}
        refetch={query.refetch}
        page={page}
        search={search}
        setPage={setPage}
        setSearch={setSearch}
      >
        {(items) => (
          <DataTable
            ariaLabel={t("adminSkills.vocabulary.tableLabel")}
            minWidth={560}
            columns={[c("title"), c("id"), c("kind"), c("actions")]}
          >
            {items.map((tool) => (
              <Table.Tr key={tool.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {tool.title}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace">
                    {tool.id}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <SkillBadge skill={tool.skill} />
                </Table.Td>
                <Table.Td>
                  <Button
                    size="xs"
                    variant="default"
                    aria-label={t("adminSkills.vocabulary.editFor", { title: tool.title })}
                    onClick={() => {
                      setDone(null);
                      setEditing(tool);
                    }}
                  >
                    {t("adminSkills.vocabulary.edit")}
                  </Button>
                </Table.Td>
              </Table.Tr>
            ))}
          </DataTable>
        )}
      </PagedListBody>
      <AddEntryForm onAdded={(title) => setDone(t("adminSkills.vocabulary.added", { title }))} />
      <EditModal
        item={editing}
        title={(item) => t("adminSkills.vocabulary.editTitle", { title: item.title })}
        closeLabel={t("adminSkills.cancel")}
        onClose={() => setEditing(null)}
      >
        {(item) => (
          <EditForm
            tool={item}
            onClose={() => setEditing(null)}
            onSaved={(title) => setDone(t("adminSkills.vocabulary.saved", { title }))}
          />
        )}
      </EditModal>
    </Stack>
  );
}
