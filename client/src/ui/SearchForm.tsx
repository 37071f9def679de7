/** A role="search" form that writes ?search= (and resets ?page=) on submit; label and placeholder may be given. */
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button, CloseButton, Group, TextInput } from "@mantine/core";
import { useTranslation } from "react-i18next";
import { SearchIcon } from "./icons";

export function SearchForm({
  value,
  onSearch,
  label,
  placeholder,
}: {
  value: string;
  onSearch: (value: string) => void;
  label?: string;
  placeholder?: string;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const id = useId();
  useEffect(() => setText(value), [value]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSearch(text.trim());
  }

  return (
    <form role="search" onSubmit={submit} aria-labelledby={`${id}-label`}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <TextInput
          id={id}
          type="search"
          label={label ?? t("list.searchLabel")}
          labelProps={{ id: `${id}-label` }}
          placeholder={placeholder ?? t("list.searchPlaceholder")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<SearchIcon />}
          rightSection={
            text ? (
              <CloseButton
                aria-label={t("list.clearSearch")}
                onClick={() => {
                  setText("");
                  onSearch("");
                }}
              />
            ) : null
          }
          style={{ flex: 1, maxWidth: 420 }}
        />
        <Button type="submit">{t("list.searchButton")}</Button>
      </Group>
    </form>
  );
}
