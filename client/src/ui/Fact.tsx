/** One fact of a description list (`<dl>`): a small upper-case label (`<dt>`) over its value (`<dd>`). */
import type { ReactNode } from "react";
import { Text, type MantineSize } from "@mantine/core";

export function Fact({ label, value, size }: { label: string; value: ReactNode; size?: MantineSize }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size={size} fw={500}>
        {value}
      </Text>
    </div>
  );
}
