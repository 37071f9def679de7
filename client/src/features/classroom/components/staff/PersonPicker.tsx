/**
 * Pick a person by searching the talent `people(search)` list (course admins may use it; only names are read, never
 * emails). A searchable select: typing searches the server (debounced), picking sets the account id.
 */
import { useState } from "react";
import { Select } from "@mantine/core";
import { useDebouncedValue } from "@mantine/hooks";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { PersonPickerSearchDocument } from "../../../../__generated__/graphql";

export function PersonPicker({
  label,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  value: string | null;
  onChange: (id: string | null, name: string | null) => void;
  error?: React.ReactNode;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const query = useQuery(PersonPickerSearchDocument, { variables: { search: debounced }, skip: debounced.length < 2 });
  const found = query.data?.people.items.map((p) => ({ value: p.id, label: p.displayName })) ?? [];
  // Keep the picked person selectable while a new search runs.
  const data = picked && !found.some((o) => o.value === picked.value) ? [picked, ...found] : found;
  const nothing =
    debounced.length < 2
      ? t("classroomStaff.person.typeMore")
      : query.loading
        ? t("classroomStaff.person.searching")
        : query.error
          ? t("classroomStaff.person.searchError")
          : t("classroomStaff.person.noneFound");

  return (
    <Select
      label={label}
      description={t("classroomStaff.person.hint")}
      placeholder={t("classroomStaff.person.placeholder")}
      searchable
      clearable
      required={required}
      data={data}
      value={value}
      searchValue={search}
      onSearchChange={setSearch}
      // The server already filtered by the search text.
      filter={({ options }) => options}
      nothingFoundMessage={nothing}
      error={error}
      onChange={(id, option) => {
        setPicked(id && option ? { value: id, label: option.label } : null);
        onChange(id, option?.label ?? null);
      }}
    />
  );
}
