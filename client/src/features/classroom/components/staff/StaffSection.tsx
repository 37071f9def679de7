/** A bordered section of a staff page with its h2 heading (a form or list inside), labelled by the heading. */
import type { ReactNode } from "react";
import { Paper, Stack, Title } from "@mantine/core";

export function StaffSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
