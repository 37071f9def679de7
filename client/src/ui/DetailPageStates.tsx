/**
 * The two fallback states of a detail page (a course, a job, a company): it could not be loaded (with a retry), or
 * there is no such thing (a 404 with a way back). One h1 each, and the document title follows.
 */
import { Button, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { ListError } from "./ListStates";
import { PageTitle } from "./PageTitle";

export function DetailLoadError({ title, message, onRetry }: { title: string; message: string; onRetry: () => void }) {
  return (
    <Stack maw={1000} mx="auto">
      <PageTitle title={title} />
      <Title order={1}>{title}</Title>
      <ListError message={message} onRetry={onRetry} />
    </Stack>
  );
}

export function DetailNotFound({ title, body, backTo, backLabel }: { title: string; body: string; backTo: string; backLabel: string }) {
  return (
    <Stack align="center" gap="md" py={64} ta="center">
      <PageTitle title={title} />
      <Text fz={64} fw={800} c="var(--mantine-primary-color-filled)" aria-hidden="true" lh={1}>
        404
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{body}</Text>
      <Button component={Link} to={backTo}>
        {backLabel}
      </Button>
    </Stack>
  );
}
