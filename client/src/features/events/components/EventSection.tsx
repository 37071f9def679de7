/** A section of the event page: an h2 that names it (the section's landmark label) over its content. */
import type { ReactNode } from "react";
import { Stack, Title } from "@mantine/core";

export function EventSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  const headingId = `event-section-${id}`;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} size="h3" id={headingId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
