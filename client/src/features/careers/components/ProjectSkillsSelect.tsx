/**
 * Picking a project's skills from the tools and skills vocabulary, as the profile editor picks skills: found by typing
 * (the server searches titles, debounced); what was picked stays selectable while a new search runs.
 */
import { useMemo, useState, type ReactNode } from "react";
import { MultiSelect } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { CareerSkillOptionsDocument } from "../../../__generated__/graphql";
import { PROJECT_LIMITS } from "@server/talent/modules/careers/rules/limits";

export interface PickedSkill {
  id: string;
  title: string;
}

export function ProjectSkillsSelect({
  value,
  onChange,
  label,
  description,
  error,
}: {
  value: readonly PickedSkill[];
  onChange: (skills: PickedSkill[]) => void;
  label: string;
  description: string;
  error?: ReactNode;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const query = useQuery(CareerSkillOptionsDocument, { variables: { search: debounced || null } });
  const data = useMemo(() => {
    const options = new Map(value.map((s) => [s.id, s.title]));
    for (const tool of query.data?.tools.items ?? []) options.set(tool.id, tool.title);
    return [...options].map(([v, l]) => ({ value: v, label: l }));
  }, [value, query.data]);
  return (
    <MultiSelect
      label={label}
      description={description}
      error={error}
      required
      searchable
      clearable
      maxValues={PROJECT_LIMITS.skills.max}
      data={data}
      value={value.map((s) => s.id)}
      searchValue={search}
      onSearchChange={setSearch}
      nothingFoundMessage={query.loading ? t("careers.projects.form.searching") : t("careers.projects.form.noSkills")}
      onChange={(ids) => onChange(ids.map((id) => ({ id, title: data.find((o) => o.value === id)?.label ?? id })))}
    />
  );
}
