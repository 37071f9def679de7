/** A learner in the course back office: the display name, with the account id on hover (ids tell namesakes apart). */
export function LearnerName({ user }: { user: { id: string; displayName: string } }) {
  return <span title={user.id}>{user.displayName}</span>;
}
