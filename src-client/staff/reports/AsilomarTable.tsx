import { Table } from '@chakra-ui/react';
import type { TAsilomarTable } from '../../../src-shared/schemas/shelter-reports';
import { ASILOMAR_COLUMNS, ASILOMAR_ROWS } from './asilomar-table';

/** The Asilomar Accords' table: its rows, with Dogs, Cats and Total columns; sums and the rate in bold. */
export function AsilomarTable({ caption, table }: { caption: string; table: TAsilomarTable }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" css={{ breakInside: 'avoid' }}>
      <Table.Root size="sm" colorPalette="gray" css={{ fontVariantNumeric: 'tabular-nums' }}>
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" color="fg" py="2" px="3" mt="0">
        {caption}
      </Table.Caption>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <Table.ColumnHeader scope="col">Row</Table.ColumnHeader>
          {ASILOMAR_COLUMNS.map((column) => (
            <Table.ColumnHeader key={column.key} scope="col" textAlign="end">
              {column.label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ASILOMAR_ROWS.map((row) => {
          const weight = row.isTotal ? 'semibold' : 'normal';
          return (
            <Table.Row key={row.label}>
              <Table.Cell as="th" scope="row" textAlign="start" fontWeight={weight}>
                {row.label}
              </Table.Cell>
              {ASILOMAR_COLUMNS.map((column) => (
                <Table.Cell key={column.key} textAlign="end" fontWeight={weight} whiteSpace="nowrap">
                  {row.cell(table[column.key])}
                </Table.Cell>
              ))}
            </Table.Row>
          );
        })}
      </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
