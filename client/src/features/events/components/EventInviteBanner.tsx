/**
 * The invite an event sign-up link carries, for the sign-up, role-choice and log-in pages (visitors): "You're invited
 * to <event>" while the code can be used (for a recruit code, with the employer it is for), else why not (unknown,
 * withdrawn, expired, used up, or for another event than the link names). Nothing while it loads or if the check fails:
 * the page works without it.
 */
import { Alert } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { EventInviteBannerDocument } from "../../../__generated__/graphql";

export function EventInviteBanner({ code, eventId }: { code: string; eventId: string | null }) {
  const { t } = useTranslation();
  const { data } = useQuery(EventInviteBannerDocument, { variables: { code: code.trim(), eventId: eventId || null } });
  const check = data?.eventInvite;
  if (!check) return null;
  if (check.valid && check.event) {
    return (
      <Alert color="teal" variant="light" role="status" title={t("invite.invitedTo", { title: check.event.title })}>
        {check.purpose === "recruit" && check.employer
          ? t("invite.recruitHint", { code: code.trim().toUpperCase(), employer: check.employer.title })
          : t("invite.learnHint", { code: code.trim().toUpperCase() })}
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" role="alert" title={t("invite.problemTitle")}>
      {t(`invite.problem.${check.problem ?? "UNKNOWN"}`)} {t("invite.problemHint")}
    </Alert>
  );
}
