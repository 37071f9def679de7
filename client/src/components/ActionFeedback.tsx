/** What the last action on a list did: a success note (`done`) and/or a failure (`error`). */
import { Alert } from "@mantine/core";

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
