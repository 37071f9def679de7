/**
 * Picking skills from the vocabulary: only its skills (entries that can be verified and required), found by typing
 * (the server searches titles, debounced). One skill for a mandatory requirement, several for a condition. What was
 * picked stays selectable while a new search runs.
 */
import { useMemo, useState, type ReactNode } from "react";
import { MultiSelect, Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { AdminSkillOptionsDocument } from "../../../../__generated__/graphql";

export interface PickedSkill {
  id: string;
  title: string;
}

function useSkillOptions(search: string, picked: readonly PickedSkill[]) {
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(AdminSkillOptionsDocument, { variables: { search: debounced || null } });
  const data = useMemo(() => {
    const options = new Map(picked.map((s) => [s.id, s.title]));
    for (const tool of query.data?.tools.items ?? []) if (tool.skill) options.set(tool.id, tool.title);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [picked, query.data]);
  return { data, loading: query.loading };
}

interface Common {
  label: string;
  description?: string;
  error?: ReactNode;
}

export function SkillSelect({
  value,
  onChange,
  ...props
}: Common & { value: PickedSkill | null; onChange: (skill: PickedSkill | null) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const picked = useMemo(() => (value ? [value] : []), [value]);
  const { data, loading } = useSkillOptions(search, picked);
  return (
    <Select
      {...props}
      searchable
      clearable
      data={data}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={loading ? t("adminSkills.roles.searching") : t("adminSkills.roles.noSkills")}
      onChange={(id, option) => onChange(id && option ? { id, title: option.label } : null)}
    />
  );
}

export function SkillsMultiSelect({
  value,
  onChange,
  ...props
}: Common & { value: readonly PickedSkill[]; onChange: (skills: PickedSkill[]) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const { data, loading } = useSkillOptions(search, value);
  return (
    <MultiSelect
      {...props}
      searchable
      clearable
      data={data}
      value={value.map((s) => s.id)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={loading ? t("adminSkills.roles.searching") : t("adminSkills.roles.noSkills")}
      onChange={(ids) => onChange(ids.map((id) => ({ id, title: data.find((o) => o.value === id)?.label ?? id })))}
    />
  );
}
