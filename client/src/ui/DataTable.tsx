/** A striped, bordered table that scrolls sideways below `minWidth`: a header row of column headers, then `children` as its rows. */
import type { ReactNode } from "react";
import { Table } from "@mantine/core";

export function DataTable({
  ariaLabel,
  minWidth = 760,
  columns,
  children,
}: {
  ariaLabel: string;
  minWidth?: number;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped withTableBorder aria-label={ariaLabel}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((label, i) => (
              <Table.Th key={i} scope="col">
                {label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
