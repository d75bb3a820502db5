import { Table, type TableProps } from '@mantine/core';
import '@mantine/core/styles/Table.css';
import type { ReactNode } from 'react';

interface DataTableProps extends Omit<TableProps, 'children'> {
  /** The column headings, in order: each a `th scope="col"`. */
  columns: readonly ReactNode[];
  /** Narrower than this (px), the table scrolls sideways in its container; without it, no container. */
  minWidth?: number;
  /** The body rows (`Table.Tr`). */
  children: ReactNode;
}

/** A table of data with a row of column headings: the one way the app writes a table's head. */
export function DataTable({ columns, minWidth, children, ...tableProps }: DataTableProps) {
  const table = (
    <Table {...tableProps}>
      <Table.Thead>
        <Table.Tr>
          {columns.map((heading, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed, never reordered
            <Table.Th key={index} scope="col">
              {heading}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{children}</Table.Tbody>
    </Table>
  );
  return minWidth === undefined ? (
    table
  ) : (
    <Table.ScrollContainer minWidth={minWidth}>{table}</Table.ScrollContainer>
  );
}
