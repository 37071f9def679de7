/**
 * An event's invite codes for its organiser, newest first, a page at a time (?codesPage=): each with its purpose, the
 * exhibitor a recruit code is for, its label, uses against its limit, its expiry, whether it still works (or why
 * not), and its sign-up links (the job-seeker one too for learn codes) with a copy button. "New invite code" issues
 * one (a dialog); "Withdraw" asks first, then the code stops working (its uses stay counted).
 */
import { useId, useState } from "react";
import { Badge, Button, CopyButton, Group, Modal, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useSearchParams } from "react-router";
import { useTranslation } from "react-i18next";
import { EventInviteCodesDocument, type InviteCodeCard_CodeFragment } from "../../../../__generated__/graphql";
import { INVITE_PAGE_SIZE } from "@server/events/modules/invites/rules/invites";
import { ActionFeedback } from "../../../../ui/ActionFeedback";
import { ConfirmDialog } from "../../../../ui/ConfirmDialog";
import { ListPagination } from "../../../../ui/ListPagination";
import { QueryListBody } from "../../../../ui/ListStates";
import { useConfirmedAction } from "../../../../ui/useConfirmedAction";
import { parsePage } from "../../../../lib/pageParam";
import { eventDateTimeWithZone } from "../../lib/eventTime";
import { useRevokeEventInviteCode } from "../../mutations/useRevokeEventInviteCode";
import { CreateInviteCodeForm } from "./CreateInviteCodeForm";

const PAGE_PARAM = "codesPage";

interface EventOfCodes {
  id: string;
  timeZone: string;
  exhibitors: { employer: { id: string; title: string } }[];
}

/** A sign-up link as the whole address to hand out, with a button that copies it. */
function SignUpLink({ label, path, code }: { label: string; path: string; code: string }) {
  const { t } = useTranslation();
  const url = new URL(path, window.location.origin).toString();
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <TextInput label={label} value={url} readOnly style={{ flex: 1, minWidth: 0 }} onFocus={(e) => e.currentTarget.select()} />
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} aria-label={copied ? undefined : t("organiser.codes.copyFor", { link: label, code })}>
            <span aria-live="polite">{copied ? t("organiser.codes.copied") : t("organiser.codes.copy")}</span>
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

function CodeCard({ code, timeZone, onRevoke }: { code: InviteCodeCard_CodeFragment; timeZone: string; onRevoke: () => void }) {
  const { t, i18n } = useTranslation();
  const state = code.problem ?? "ACTIVE";
  const when = (iso: string) => eventDateTimeWithZone(iso, timeZone, i18n.language);
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={t("organiser.codes.cardLabel", { code: code.code })}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap">
          <Title order={3} size="h4" ff="monospace">
            {code.code}
          </Title>
          <Group gap={6}>
            <Badge variant="light" color="grape" c="var(--tf-text-strong)" tt="none">
              {t(`organiser.codes.purpose.${code.purpose}`)}
            </Badge>
            <Badge variant="light" color={state === "ACTIVE" ? "green" : "red"} c="var(--tf-text-strong)" tt="none">
              {t(`organiser.codes.state.${state}`)}
            </Badge>
          </Group>
        </Group>
        <Text size="sm" fw={500}>
          {code.label}
        </Text>
        <Stack gap={2} component="ul" className="plain-list">
          {code.employer && (
            <Text component="li" size="sm">
              {t("organiser.codes.forExhibitor", { employer: code.employer.title })}
            </Text>
          )}
          <Text component="li" size="sm">
            {code.maxUses != null
              ? t("organiser.codes.usesOf", { uses: code.uses, max: code.maxUses })
              : t("organiser.codes.uses", { count: code.uses })}
          </Text>
          <Text component="li" size="sm">
            {code.expiresAt ? t("organiser.codes.expires", { date: when(code.expiresAt) }) : t("organiser.codes.noExpiry")}
          </Text>
        </Stack>
        {!code.revoked && (
          <>
            <SignUpLink label={t("organiser.codes.signUpLink")} path={code.signUpLink} code={code.code} />
            {code.jobSeekerSignUpLink && (
              <SignUpLink label={t("organiser.codes.jobSeekerLink")} path={code.jobSeekerSignUpLink} code={code.code} />
            )}
          </>
        )}
        {!code.revoked && (
          <Group justify="flex-end">
            <Button
              variant="light"
              color="red"
              size="xs"
              onClick={onRevoke}
              aria-label={t("organiser.codes.revokeFor", { code: code.code })}
            >
              {t("organiser.codes.revoke")}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

export function InviteCodes({ event }: { event: EventOfCodes }) {
  const { t } = useTranslation();
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(PAGE_PARAM));
  const variables = { eventId: event.id, page, pageSize: INVITE_PAGE_SIZE };
  const query = useQuery(EventInviteCodesDocument, { variables, fetchPolicy: "cache-and-network" });
  const [creating, setCreating] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const [revoke, revokeState] = useRevokeEventInviteCode(variables);
  const { pending, setPending, done, error, run } = useConfirmedAction(
    async (code: string) => {
      await revoke({ variables: { code } });
      return t("organiser.codes.revoked", { code });
    },
    t("organiser.codes.revokeError"),
    // The cache already holds the withdrawn code (useRevokeEventInviteCode).
    () => Promise.resolve(),
  );
  const setPage = (next: number) =>
    setParams((prev) => {
      const p = new URLSearchParams(prev);
      p.set(PAGE_PARAM, String(next));
      return p;
    });
  const items = query.data?.eventInviteCodes.items ?? [];

  return (
    <Stack gap="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} id={headingId}>
          {t("organiser.codes.title")}
        </Title>
        <Button
          onClick={() => {
            setCreated(null);
            setCreating(true);
          }}
        >
          {t("organiser.codes.new")}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t("organiser.codes.intro")}
      </Text>
      <ActionFeedback done={created ?? done} error={error} />
      <QueryListBody
        query={query}
        isEmpty={items.length === 0}
        messages={{ loading: t("organiser.codes.loading"), error: t("organiser.codes.error"), empty: t("organiser.codes.empty") }}
      >
        <Stack gap="sm" component="ul" className="plain-list" aria-label={t("organiser.codes.listLabel")}>
          {items.map((c) => (
            <li key={c.code}>
              <CodeCard
                code={c}
                timeZone={event.timeZone}
                onRevoke={() => {
                  setCreated(null);
                  setPending(c.code);
                }}
              />
            </li>
          ))}
        </Stack>
        <ListPagination page={page} pageInfo={query.data?.eventInviteCodes.pageInfo} onChange={setPage} />
      </QueryListBody>
      <Modal
        opened={creating}
        onClose={() => setCreating(false)}
        title={t("organiser.codes.new")}
        centered
        closeButtonProps={{ "aria-label": t("organiser.form.cancel") }}
      >
        <CreateInviteCodeForm
          event={event}
          onCancel={() => setCreating(false)}
          onCreated={(code) => {
            setCreating(false);
            setCreated(t("organiser.codes.created", { code: code.code }));
          }}
        />
      </Modal>
      <ConfirmDialog
        opened={pending != null}
        title={pending ? t("organiser.codes.revokeTitle", { code: pending }) : ""}
        body={t("organiser.codes.revokeBody")}
        confirmLabel={t("organiser.codes.revokeYes")}
        cancelLabel={t("organiser.codes.keep")}
        loading={revokeState.loading}
        onConfirm={() => void run()}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
