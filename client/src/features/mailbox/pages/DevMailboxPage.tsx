/**
 * /dev/mailbox?to=&message= (public): the emails the server kept instead of sending them (outside production, with no
 * SMTP server), as MailHog or Mailpit show theirs, for developers, demos and browser tests. The newest first, filtered
 * by recipient (?to=), more on request; the open message (?message=) beside the list on wide screens, below it on a
 * phone. Where the server sends through SMTP the API answers 404 and the page says the mailbox is off.
 */
import { useId, useState } from "react";
import { Alert, Button, Grid, Group, Stack, Text, Title } from "@mantine/core";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { ListEmpty, ListError, ListLoading } from "../../../ui/ListStates";
import { PageTitle } from "../../../ui/PageTitle";
import { SearchForm } from "../../../ui/SearchForm";
import { MailList } from "../components/MailList";
import { MailView, NoMessageChosen } from "../components/MailView";
import { useMailList } from "../lib/useMailbox";

export default function DevMailboxPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const to = params.get("to")?.trim() ?? "";
  const selectedId = params.get("message");
  const { state, reload, loadMore } = useMailList(to);
  const headingId = useId();
  // Focus moves to the message only when a person opens one from the list, not when the page opens with one.
  const [opened, setOpened] = useState(false);

  const setTo = (value: string) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      if (value) next.set("to", value);
      else next.delete("to");
      return next;
    });
  const hrefOf = (id: string) => {
    const next = new URLSearchParams(params);
    next.set("message", id);
    return `?${next.toString()}`;
  };

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <PageTitle title={t("mailbox.title")} />
      <div>
        <Title order={1}>{t("mailbox.title")}</Title>
        <Text c="dimmed" mt={4}>
          {t("mailbox.intro")}
        </Text>
      </div>
      {state.status === "off" ? (
        <Alert color="gray" variant="light" role="status">
          {t("mailbox.off")}
        </Alert>
      ) : (
        <>
          <SearchForm value={to} onSearch={setTo} label={t("mailbox.filter.label")} placeholder={t("mailbox.filter.placeholder")} />
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Stack gap="sm" component="section" aria-labelledby={headingId}>
                <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
                  <Title order={2} size="h4" id={headingId} style={{ overflowWrap: "anywhere", minWidth: 0, flex: 1 }}>
                    {to ? t("mailbox.list.headingTo", { to }) : t("mailbox.list.heading")}
                  </Title>
                  <Button
                    size="xs"
                    variant="default"
                    style={{ flexShrink: 0 }}
                    onClick={reload}
                    loading={state.status === "ready" && state.refreshing}
                    disabled={state.status === "loading"}
                  >
                    {t("mailbox.list.refresh")}
                  </Button>
                </Group>
                {state.status === "loading" ? (
                  <ListLoading label={t("mailbox.list.loading")} />
                ) : state.status === "error" ? (
                  <ListError message={t("mailbox.list.error")} onRetry={reload} />
                ) : state.messages.length === 0 ? (
                  <ListEmpty
                    message={to ? t("mailbox.list.emptyTo", { to }) : t("mailbox.list.empty")}
                    action={
                      to ? (
                        <Button variant="light" onClick={() => setTo("")}>
                          {t("mailbox.filter.clear")}
                        </Button>
                      ) : undefined
                    }
                  />
                ) : (
                  <MailList
                    messages={state.messages}
                    labelledBy={headingId}
                    selectedId={selectedId}
                    hrefOf={hrefOf}
                    onOpen={() => setOpened(true)}
                    hasMore={state.hasMore}
                    more={state.more}
                    onLoadMore={loadMore}
                  />
                )}
              </Stack>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              {selectedId ? (
                <MailView key={selectedId} id={selectedId} focusWhenShown={opened} />
              ) : (
                <Stack visibleFrom="md">
                  <NoMessageChosen />
                </Stack>
              )}
            </Grid.Col>
          </Grid>
        </>
      )}
    </Stack>
  );
}
