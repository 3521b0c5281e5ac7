import { Table } from '@chakra-ui/react';
import type { TAsilomarTable } from '../../../src-shared/schemas/shelter-reports';
import { ASILOMAR_COLUMNS, ASILOMAR_ROWS } from './asilomar-table';
import { FigureCell, FigureHeader, FigureTable, RowLabel } from './FigureTable';

/** The Asilomar Accords' table: its rows, with Dogs, Cats and Total columns; sums and the rate in bold. */
export function AsilomarTable({ caption, table }: { caption: string; table: TAsilomarTable }) {
  return (
    <FigureTable caption={caption}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <FigureHeader align="start">Row</FigureHeader>
          {ASILOMAR_COLUMNS.map((column) => (
            <FigureHeader key={column.key}>{column.label}</FigureHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {ASILOMAR_ROWS.map((row) => (
          <Table.Row key={row.label}>
            <RowLabel isTotal={row.isTotal}>{row.label}</RowLabel>
            {ASILOMAR_COLUMNS.map((column) => (
              <FigureCell key={column.key} isTotal={row.isTotal}>
                {row.cell(table[column.key])}
              </FigureCell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </FigureTable>
  );
}
