/**
 * The viewer's team at a team event (SPEC §5): its name and where it stands (registered, or its place on the
 * waitlist: places count teams), its members with their years (the lead marked), and how many more it needs to be
 * complete. The lead sees the join code and an invite link to copy (this page with `?team=CODE`), and may disband the
 * team; a member may leave it (cancelling their own registration). Both ask first, and only until the event starts.
 */
import { useState } from "react";
import { Badge, Button, CopyButton, Group, List, Stack, Text, TextInput, Title } from "@mantine/core";
import { useTranslation } from "react-i18next";
import type { RegistrationPanel_RegistrationFragment } from "../../../__generated__/graphql";
import { membersNeeded, type TeamRules } from "@server/events/modules/registration/rules/teams";
import { ConfirmDialog } from "../../../ui/ConfirmDialog";
import { teamInviteLink } from "../lib/eventLinks";
import { teamActionErrorText } from "../lib/teamErrors";
import { useCancelEventRegistration } from "../mutations/useCancelEventRegistration";
import { useDisbandEventTeam } from "../mutations/useDisbandEventTeam";
import { RegistrationBadge } from "./RegistrationBadge";

const HEADING_ID = "event-team";

type Team = NonNullable<RegistrationPanel_RegistrationFragment["team"]>;

export function TeamPanel({
  team,
  eventId,
  rules,
  registrationId,
  started,
  onDone,
}: {
  team: Team;
  eventId: string;
  rules: TeamRules;
  /** The viewer's own registration (a member leaves by cancelling it). */
  registrationId: string;
  /** Whether the event has started (nobody leaves or disbands then). */
  started: boolean;
  onDone: (message: string) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [disband, disbanding] = useDisbandEventTeam();
  const [cancel, cancelling] = useCancelEventRegistration();
  const needed = membersNeeded(rules, team.memberCount);
  const link = team.joinCode ? teamInviteLink(window.location.origin, eventId, team.joinCode) : null;

  const confirm = async () => {
    setError(null);
    try {
      if (team.viewerIsLead) await disband({ variables: { id: team.id } });
      else await cancel({ variables: { id: registrationId } });
      setConfirming(false);
      onDone(t(team.viewerIsLead ? "team.disbandedDone" : "team.leftDone", { name: team.name }));
    } catch (e) {
      setError(teamActionErrorText(e, t));
    }
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby={HEADING_ID}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} size="h4" id={HEADING_ID}>
          {t("team.yourTeam", { name: team.name })}
        </Title>
        <RegistrationBadge registration={team} />
      </Group>
      <Text fw={600}>
        {team.status === "Registered"
          ? t("team.registered")
          : team.waitlistPosition != null
            ? t("team.waitlisted", { position: team.waitlistPosition })
            : t("team.onWaitlist")}
      </Text>
      <Text size="sm">{needed > 0 ? t("team.needsMore", { count: needed }) : t("team.complete")}</Text>
      <List aria-label={t("team.members")} spacing={4} listStyleType="none" ml={0} pl={0}>
        {team.members.map((m) => (
          <List.Item key={m.registrationId}>
            <Group gap="xs" wrap="wrap">
              <Text size="sm" fw={500}>
                {m.user.displayName}
              </Text>
              {m.lead && (
                <Badge size="sm" variant="light" c="var(--tf-text-strong)" radius="sm" tt="none">
                  {t("team.lead")}
                </Badge>
              )}
              <Text size="sm" c="dimmed">
                {t("team.yearOption", { year: m.yearOfStudy })}
              </Text>
            </Group>
          </List.Item>
        ))}
      </List>
      {team.viewerIsLead && team.joinCode && link && (
        <Stack gap="xs" maw={520}>
          <Text size="sm">
            {t("team.codeIs")}{" "}
            <Text span ff="monospace" fw={700}>
              {team.joinCode}
            </Text>
          </Text>
          <Text size="sm">{t("team.shareHint")}</Text>
          <Group gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t("team.inviteLink")}
              value={link}
              readOnly
              style={{ flex: 1, minWidth: 0 }}
              onFocus={(e) => e.currentTarget.select()}
            />
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} aria-live="polite">
                  {copied ? t("team.copied") : t("team.copyLink")}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      {!started && (
        <Group>
          <Button
            variant="default"
            size="xs"
            onClick={() => {
              setError(null);
              setConfirming(true);
            }}
          >
            {team.viewerIsLead ? t("team.disband") : t("team.leave")}
          </Button>
        </Group>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t(team.viewerIsLead ? "team.disbandTitle" : "team.leaveTitle", { name: team.name })}
        body={t(team.viewerIsLead ? "team.disbandBody" : "team.leaveBody")}
        confirmLabel={team.viewerIsLead ? t("team.disband") : t("team.leave")}
        cancelLabel={team.viewerIsLead ? t("team.keepTeam") : t("team.stay")}
        loading={disbanding.loading || cancelling.loading}
        error={error}
        onConfirm={() => void confirm()}
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
