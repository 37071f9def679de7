import { useTranslation } from "react-i18next";
import { personName } from "../lib/personName";

/**
 * A learner in the course back office: the display name, with the account id on hover (ids tell namesakes apart). Null
 * while the talent service is unavailable: a neutral placeholder instead.
 */
export function LearnerName({ user }: { user: { id: string; displayName: string } | null }) {
  const { t } = useTranslation();
  if (!user) return <span style={{ fontStyle: "italic" }}>{personName(user, t)}</span>;
  return <span title={user.id}>{user.displayName}</span>;
}
