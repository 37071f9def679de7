/** One screen of the ISA back office: a region named by its heading. */
import type { ReactNode } from "react";
import { Stack, Title } from "@mantine/core";

export function AdminSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </section>
  );
}
