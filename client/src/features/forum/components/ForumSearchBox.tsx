/**
 * The forum's search box: text and a scope (All, Tags, Classes, Posts) → /forum/search?q=…&scope=…. On the search page
 * it shows what was searched, so a search can be refined.
 */
import { useEffect, useId, useState, type FormEvent } from "react";
import { Button, Group, NativeSelect, TextInput } from "@mantine/core";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import type { ForumSearchScope } from "../../../__generated__/graphql";
import { FORUM_SEARCH_SCOPES, forumSearchPath, parseScope } from "../lib/forumSearchParams";
import { SearchIcon } from "../../../ui/icons";
import { FORUM_SEARCH_TEXT_MAX } from "@server/forum/modules/search/rules/search";

export function ForumSearchBox() {
  const { t } = useTranslation();
  const id = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === "/forum/search";
  const urlText = onSearchPage ? (params.get("q") ?? "") : "";
  const urlScope = onSearchPage ? parseScope(params.get("scope")) : "ALL";
  const [text, setText] = useState(urlText);
  const [scope, setScope] = useState<ForumSearchScope>(urlScope);
  useEffect(() => {
    setText(urlText);
    setScope(urlScope);
  }, [urlText, urlScope]);

  function submit(e: FormEvent) {
    e.preventDefault();
    void navigate(forumSearchPath(text, scope));
  }

  return (
    <form role="search" aria-labelledby={`${id}-label`} onSubmit={submit}>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <TextInput
          id={id}
          type="search"
          label={t("forum.search.label")}
          labelProps={{ id: `${id}-label` }}
          placeholder={t("forum.search.placeholder")}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          leftSection={<SearchIcon />}
          maxLength={FORUM_SEARCH_TEXT_MAX}
          style={{ flex: "1 1 200px" }}
        />
        <NativeSelect
          label={t("forum.search.scope")}
          value={scope}
          onChange={(e) => setScope(parseScope(e.currentTarget.value))}
          data={FORUM_SEARCH_SCOPES.map((s) => ({ value: s, label: t(`forum.search.scopes.${s}`) }))}
        />
        <Button type="submit">{t("forum.search.submit")}</Button>
      </Group>
    </form>
  );
}
