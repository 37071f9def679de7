/**
 * The Roles tab of /skills/admin/skills?tab=roles&role=: pick a role (grouped by family), then edit its requirements
 * by category — change a requirement's level, remove one, add a mandatory requirement (one skill of the vocabulary) or
 * a condition (what it asks, and the skills any one of which meets it) — and save the whole set with
 * `setSkillRoleRequirements`. The server checks the set as it checks its seed (and against the family's other
 * seniorities); the problems it names are listed in an alert, and next to the requirement they concern.
 */
import { useId, useState, type FormEvent } from "react";
import { Alert, Badge, Button, Group, List, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { randomId } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { SKILL_CATEGORIES, SKILL_LEVELS } from "@server/talent/modules/skills/rules/levels";
import {
  AdminSkillRolesDocument,
  type RoleRequirementsAdmin_RoleFragment,
  type SkillCategory,
  type SkillLevel,
  type SkillRequirementInput,
  type SkillRequirementKind,
} from "../../../../__generated__/graphql";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { QueryListBody } from "../../../../ui/ListStates";
import { readServerError } from "../../../../lib/graphqlErrors";
import { useSetSkillRoleRequirements } from "../../mutations/useSetSkillRoleRequirements";
import { SKILL_REQUIREMENT_LIMITS } from "../../lib/adminLimits";
import { lengthError } from "../../../../lib/formErrors";
import { adminFormWords } from "../../lib/adminForms";
import { SkillSelect, SkillsMultiSelect, type PickedSkill } from "./SkillPicker";

type Role = RoleRequirementsAdmin_RoleFragment;
type Requirement = Role["requirements"][number];

/** A requirement being edited: a saved one keeps its id; a new one gets its id from the server. */
interface Draft {
  key: string;
  id: string | null;
  kind: SkillRequirementKind;
  category: SkillCategory;
  level: SkillLevel;
  /** A condition's words, or a mandatory requirement's skill title. */
  title: string;
  skills: PickedSkill[];
}

const draftOf = (r: Requirement): Draft => ({
  key: randomId(),
  id: r.id,
  kind: r.kind,
  category: r.category,
  level: r.level,
  title: r.title,
  skills: r.skills.map((s) => ({ id: s.id, title: s.title })),
});

const inputOf = (d: Draft): SkillRequirementInput => ({
  id: d.id,
  kind: d.kind,
  category: d.category,
  level: d.level,
  title: d.kind === "CONDITIONAL" ? d.title.trim() : null,
  skillIds: d.skills.map((s) => s.id),
});

/** Category order, then the order within each (as the server keeps them). */
const ordered = (drafts: readonly Draft[]) => SKILL_CATEGORIES.flatMap((c) => drafts.filter((d) => d.category === c));

function useChoices() {
  const { t } = useTranslation();
  return {
    levels: SKILL_LEVELS.map((level) => ({ value: level, label: t(`skills.level.${level}`) })),
    categories: SKILL_CATEGORIES.map((category) => ({ value: category, label: t(`skills.category.${category}`) })),
  };
}

function RequirementRow({
  draft,
  error,
  onLevel,
  onRemove,
}: {
  draft: Draft;
  error: string | undefined;
  onLevel: (level: SkillLevel) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { levels } = useChoices();
  return (
    <Paper component="li" withBorder radius="sm" p="sm">
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <Stack gap={2} style={{ flex: 1, minWidth: 180 }}>
          <Group gap={6} wrap="wrap">
            <Text size="sm" fw={500}>
              {draft.title}
            </Text>
            <Badge size="sm" variant="light" c="var(--tf-text-strong)" tt="none">
              {t(`adminSkills.roles.kind.${draft.kind}`)}
            </Badge>
            {!draft.id && (
              <Badge size="sm" color="teal" variant="light" c="var(--tf-text-strong)" tt="none">
                {t("adminSkills.roles.new")}
              </Badge>
            )}
          </Group>
          {draft.kind === "CONDITIONAL" && (
            <Text size="xs" c="dimmed">
              {t("skills.anyOf", { skills: draft.skills.map((s) => s.title).join(", ") })}
            </Text>
          )}
          {error && (
            <Text size="xs" c="var(--tf-text-danger)">
              {error}
            </Text>
          )}
        </Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            size="xs"
            label={t("adminSkills.roles.level")}
            aria-label={t("adminSkills.roles.levelOf", { title: draft.title })}
            data={levels}
            value={draft.level}
            onChange={(e) => onLevel(e.currentTarget.value as SkillLevel)}
          />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            c="var(--tf-text-danger)"
            aria-label={t("adminSkills.roles.removeLabel", { title: draft.title })}
            onClick={onRemove}
          >
            {t("adminSkills.roles.remove")}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

function AddMandatory({ onAdd }: { onAdd: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [category, setCategory] = useState<SkillCategory>(SKILL_CATEGORIES[0]);
  const [level, setLevel] = useState<SkillLevel>(SKILL_LEVELS[0]);
  const [skill, setSkill] = useState<PickedSkill | null>(null);
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!skill) return setError(t("adminSkills.roles.chooseSkill"));
    onAdd({ key: randomId(), id: null, kind: "MANDATORY", category, level, title: skill.title, skills: [skill] });
    setSkill(null);
    setError(null);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t("adminSkills.roles.addMandatory")}
          </Title>
          <Text size="xs" c="dimmed">
            {t("adminSkills.roles.mandatoryHint")}
          </Text>
          <SkillSelect label={t("adminSkills.roles.skill")} value={skill} onChange={setSkill} error={error} />
          <CategoryLevelFields category={category} level={level} onCategory={setCategory} onLevel={setLevel} />
          <Group>
            <Button type="submit" variant="light">
              {t("adminSkills.roles.addRequirement")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** A new requirement's category and level. */
function CategoryLevelFields(props: {
  category: SkillCategory;
  level: SkillLevel;
  onCategory: (category: SkillCategory) => void;
  onLevel: (level: SkillLevel) => void;
}) {
  const { t } = useTranslation();
  const { levels, categories } = useChoices();
  return (
    <Group grow wrap="wrap" align="flex-start">
      <NativeSelect
        label={t("adminSkills.roles.category")}
        data={categories}
        value={props.category}
        onChange={(e) => props.onCategory(e.currentTarget.value as SkillCategory)}
      />
      <NativeSelect
        label={t("adminSkills.roles.level")}
        data={levels}
        value={props.level}
        onChange={(e) => props.onLevel(e.currentTarget.value as SkillLevel)}
      />
    </Group>
  );
}

function AddCondition({ onAdd }: { onAdd: (draft: Draft) => void }) {
  const { t } = useTranslation();
  const words = adminFormWords(t);
  const headingId = useId();
  const [category, setCategory] = useState<SkillCategory>(SKILL_CATEGORIES[0]);
  const [level, setLevel] = useState<SkillLevel>(SKILL_LEVELS[0]);
  const [title, setTitle] = useState("");
  const [skills, setSkills] = useState<PickedSkill[]>([]);
  const [errors, setErrors] = useState<{ title?: string | null; skills?: string | null }>({});
  const limits = SKILL_REQUIREMENT_LIMITS;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    // How many skills a condition offers is the server's to check, with the rest of the set.
    const found = { title: lengthError(title, limits.title, t, words), skills: skills.length ? null : t("adminSkills.roles.chooseSkills") };
    setErrors(found);
    if (found.title || found.skills) return;
    onAdd({ key: randomId(), id: null, kind: "CONDITIONAL", category, level, title: title.trim(), skills });
    setTitle("");
    setSkills([]);
  };
  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={submit} noValidate aria-labelledby={headingId}>
        <Stack gap="sm">
          <Title order={3} size="h4" id={headingId}>
            {t("adminSkills.roles.addCondition")}
          </Title>
          <TextInput
            label={t("adminSkills.roles.conditionTitle")}
            description={t("adminSkills.roles.conditionTitleHint")}
            required
            maxLength={limits.title.max}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
          />
          <SkillsMultiSelect
            label={t("adminSkills.roles.conditionSkills")}
            description={t("adminSkills.roles.conditionSkillsHint", limits.conditionSkills)}
            value={skills}
            onChange={setSkills}
            error={errors.skills}
          />
          <CategoryLevelFields category={category} level={level} onCategory={setCategory} onLevel={setLevel} />
          <Group>
            <Button type="submit" variant="light">
              {t("adminSkills.roles.addConditionButton")}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

interface Failure {
  message: string;
  problems: string[];
}

function RequirementsEditor({ role }: { role: Role }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [baseline, setBaseline] = useState(() => role.requirements.map(draftOf));
  const [drafts, setDrafts] = useState(baseline);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [save, { loading }] = useSetSkillRoleRequirements();
  const list = ordered(drafts);
  const same = (a: readonly Draft[], b: readonly Draft[]) =>
    JSON.stringify(ordered(a).map(inputOf)) === JSON.stringify(ordered(b).map(inputOf));
  const dirty = !same(drafts, baseline);

  const change = (next: Draft[]) => {
    setDrafts(next);
    setDone(null);
  };
  const add = (draft: Draft) => {
    change([...drafts, draft]);
    setDone(t("adminSkills.roles.addedDraft", { title: draft.title }));
  };

  const submit = async () => {
    setDone(null);
    setFailure(null);
    setRowErrors({});
    try {
      const result = await save({ variables: { roleId: role.id, requirements: list.map(inputOf) } });
      const saved = (result.data?.setSkillRoleRequirements.requirements ?? []).map(draftOf);
      setBaseline(saved);
      setDrafts(saved);
      setDone(t("adminSkills.roles.saved", { role: role.title }));
    } catch (e) {
      const { code, message, fields } = readServerError(e);
      const rows: Record<string, string> = {};
      const problems: string[] = [];
      for (const [path, text] of Object.entries(fields)) {
        // `3.skillIds`: the fourth requirement sent, in the order listed here.
        const at = /^(\d+)\./.exec(path);
        const draft = at ? list[Number(at[1])] : undefined;
        if (draft) {
          rows[draft.key] = text;
          problems.push(t("adminSkills.roles.problemOf", { title: draft.title, problem: text }));
        } else problems.push(...text.split("\n"));
      }
      setRowErrors(rows);
      setFailure({
        message: code === "BAD_USER_INPUT" ? t("adminSkills.roles.problems") : message || t("adminSkills.form.failed"),
        problems: problems.length ? problems : code === "BAD_USER_INPUT" ? [message] : [],
      });
    }
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3" id={headingId}>
        {t("adminSkills.roles.requirementsOf", { role: role.title })}
      </Title>
      {role.status === "COMING_SOON" && (
        <Text size="sm" c="dimmed">
          {t("adminSkills.roles.comingSoonNote")}
        </Text>
      )}
      <Stack gap="md" aria-labelledby={headingId} component="section">
        {SKILL_CATEGORIES.map((category) => {
          const items = list.filter((d) => d.category === category);
          return (
            <Stack key={category} gap="xs">
              <Title order={3} size="h5" tt="uppercase" c="dimmed">
                {t(`skills.category.${category}`)}
              </Title>
              {items.length ? (
                <Stack component="ul" gap="xs" className="plain-list" aria-label={t(`skills.category.${category}`)}>
                  {items.map((draft) => (
                    <RequirementRow
                      key={draft.key}
                      draft={draft}
                      error={rowErrors[draft.key]}
                      onLevel={(level) => change(drafts.map((d) => (d.key === draft.key ? { ...d, level } : d)))}
                      onRemove={() => change(drafts.filter((d) => d.key !== draft.key))}
                    />
                  ))}
                </Stack>
              ) : (
                <Text size="sm" c="dimmed">
                  {t("adminSkills.roles.noneInCategory")}
                </Text>
              )}
            </Stack>
          );
        })}
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <AddMandatory onAdd={add} />
        <AddCondition onAdd={add} />
      </SimpleGrid>
      {failure && (
        <Alert color="red" variant="light" role="alert" title={t("adminSkills.roles.notSaved")}>
          <Stack gap={4}>
            <Text size="sm">{failure.message}</Text>
            {failure.problems.length > 0 && (
              <List size="sm" spacing={2}>
                {failure.problems.map((p, i) => (
                  <List.Item key={i}>{p}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Alert>
      )}
      <ActionFeedback done={done} error={null} />
      <Group>
        <Button onClick={() => void submit()} loading={loading} disabled={!dirty}>
          {t("adminSkills.roles.save")}
        </Button>
        <Button
          variant="default"
          disabled={!dirty || loading}
          onClick={() => {
            setDrafts(baseline);
            setFailure(null);
            setRowErrors({});
            setDone(null);
          }}
        >
          {t("adminSkills.roles.discard")}
        </Button>
      </Group>
    </Stack>
  );
}

export function RoleRequirementsAdmin() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const query = useQuery(AdminSkillRolesDocument, { fetchPolicy: "cache-and-network" });
  const roles = query.data?.skillRoles ?? [];
  const role = roles.find((r) => r.id === params.get("role")) ?? roles[0];
  // Families in the order their first role is listed (the server's order).
  const families = [...new Set(roles.map((r) => r.familyTitle))];
  const choose = (id: string) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set("role", id);
      return p;
    });
  return (
    <QueryListBody
      query={query}
      isEmpty={roles.length === 0}
      messages={{ loading: t("adminSkills.roles.loading"), error: t("adminSkills.roles.error"), empty: t("adminSkills.roles.empty") }}
    >
      <Stack gap="lg">
        <NativeSelect
          label={t("adminSkills.roles.role")}
          maw={420}
          value={role?.id ?? ""}
          onChange={(e) => choose(e.currentTarget.value)}
          data={families.map((family) => ({
            group: family,
            items: roles
              .filter((r) => r.familyTitle === family)
              .map((r) => ({
                value: r.id,
                label: r.status === "COMING_SOON" ? t("adminSkills.roles.comingSoonOption", { role: r.title }) : r.title,
              })),
          }))}
        />
        {role && <RequirementsEditor key={role.id} role={role} />}
      </Stack>
    </QueryListBody>
  );
}
