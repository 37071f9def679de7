/** What the last action on a list did: a success note (`done`) and/or a failure (`error`). */
import { Alert, Text } from "@mantine/core";

export function ActionFeedback({ done, error }: { done: string | null; error: string | null }) {
  return (
    <>
      {done && (
        <Alert color="green" role="status" variant="light">
          {done}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

/** Why a small inline action (a toggle, a vote) failed, right under it; nothing when it did not. */
export function InlineActionError({ error }: { error: string | null }) {
  if (!error) return null;
  return (
    <Text size="xs" c="var(--mantine-color-error)" role="alert">
      {error}
    </Text>
  );
}
