/**
 * One kept message: subject, recipient and time, the HTML part in a sandboxed frame (no scripts, no navigation) or the
 * plain-text part, the attachments' names, and the text part's links as ordinary links, since none can be followed
 * inside the frame. Links to this site stay in the app; others open in the same tab too.
 */
import { useEffect, useId, useRef } from "react";
import { Anchor, Group, List, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useTranslation } from "react-i18next";
import { ListError, ListLoading } from "../../../ui/ListStates";
import type { MailMessage } from "../lib/api";
import { formatSentAt } from "../lib/format";
import { inAppPath, linksIn } from "../lib/links";
import { useMail } from "../lib/useMailbox";

export function MailView({ id, focusWhenShown }: { id: string; focusWhenShown: boolean }) {
  const { t } = useTranslation();
  const { state, retry } = useMail(id);
  if (state.status === "loading") return <ListLoading label={t("mailbox.message.loading")} variant="page" />;
  if (state.status === "error") return <ListError message={t("mailbox.message.error")} onRetry={retry} />;
  if (state.status === "missing")
    return (
      <Paper withBorder radius="md" p="lg" role="status">
        <Text>{t("mailbox.message.missing")}</Text>
      </Paper>
    );
  return <Message message={state.message} focusWhenShown={focusWhenShown} />;
}

function Message({ message, focusWhenShown }: { message: MailMessage; focusWhenShown: boolean }) {
  const { t, i18n } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  const subjectId = useId();
  const attachmentsId = useId();
  const linksId = useId();
  const links = linksIn(message.text);
  const origin = typeof window === "undefined" ? "" : window.location.origin;

  // Opened from the list: reading starts here (below the list on a phone).
  useEffect(() => {
    if (focusWhenShown) heading.current?.focus();
  }, [focusWhenShown, message.id]);

  return (
    <Stack component="article" gap="md" aria-labelledby={subjectId}>
      <Title order={2} size="h3" id={subjectId} ref={heading} tabIndex={-1} style={{ overflowWrap: "anywhere" }}>
        {message.subject}
      </Title>
      <Group component="dl" gap="lg" m={0} wrap="wrap">
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("mailbox.message.to")}
          </Text>
          <Text component="dd" m={0} fw={500} style={{ overflowWrap: "anywhere" }}>
            {message.to}
          </Text>
        </div>
        <div>
          <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t("mailbox.message.sent")}
          </Text>
          <Text component="dd" m={0} fw={500}>
            <time dateTime={message.createdAt}>{formatSentAt(message.createdAt, i18n.language)}</time>
          </Text>
        </div>
      </Group>

      <Tabs defaultValue="html" keepMounted={false}>
        <Tabs.List aria-label={t("mailbox.message.parts")}>
          <Tabs.Tab value="html">{t("mailbox.message.html")}</Tabs.Tab>
          <Tabs.Tab value="text">{t("mailbox.message.text")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="html" pt="sm">
          <iframe
            // No scripts, forms, pop-ups or navigation: the message is shown, never run.
            sandbox=""
            srcDoc={message.html}
            title={t("mailbox.message.frameTitle", { subject: message.subject })}
            style={{
              display: "block",
              width: "100%",
              height: "min(70vh, 640px)",
              minHeight: 320,
              border: "1px solid var(--mantine-color-default-border)",
              borderRadius: "var(--mantine-radius-md)",
              background: "#fff",
            }}
          />
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm">
          <Paper withBorder radius="md" p="md">
            <Text component="pre" size="sm" m={0} ff="monospace" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.text}
            </Text>
          </Paper>
        </Tabs.Panel>
      </Tabs>

      {message.attachments.length > 0 && (
        <section aria-labelledby={attachmentsId}>
          <Title order={3} size="h5" id={attachmentsId} mb="xs">
            {t("mailbox.message.attachments")}
          </Title>
          <List size="sm" aria-labelledby={attachmentsId}>
            {message.attachments.map((a, i) => (
              <List.Item key={`${a.filename}-${i}`}>
                <Text span size="sm" fw={500} style={{ overflowWrap: "anywhere" }}>
                  {a.filename}
                </Text>{" "}
                <Text span size="xs" c="dimmed">
                  ({a.contentType})
                </Text>
              </List.Item>
            ))}
          </List>
        </section>
      )}

      <section aria-labelledby={linksId}>
        <Title order={3} size="h5" id={linksId} mb="xs">
          {t("mailbox.message.links")}
        </Title>
        {links.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t("mailbox.message.noLinks")}
          </Text>
        ) : (
          <List size="sm" spacing={4} aria-labelledby={linksId}>
            {links.map((href) => {
              const path = inAppPath(href, origin);
              return (
                <List.Item key={href}>
                  {path ? (
                    <Anchor component={Link} to={path} style={{ overflowWrap: "anywhere" }}>
                      {href}
                    </Anchor>
                  ) : (
                    <Anchor href={href} style={{ overflowWrap: "anywhere" }}>
                      {href}
                    </Anchor>
                  )}
                </List.Item>
              );
            })}
          </List>
        )}
      </section>
    </Stack>
  );
}

export function NoMessageChosen() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed">{t("mailbox.message.none")}</Text>
    </Paper>
  );
}
