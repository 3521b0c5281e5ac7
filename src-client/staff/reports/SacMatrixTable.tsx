import { Table } from '@chakra-ui/react';
import type { TSacPeriod } from '../../../src-shared/schemas/shelter-reports';
import { FigureCell, FigureHeader, FigureTable, RowLabel } from './FigureTable';
import { SAC_AGE_COLUMNS, SAC_ROWS } from './sac-rows';

/**
 * One species' Basic Data Matrix over a period: SAC's rows, by age and in total. The counts in care
 * have no age: only their Total is filled. Sums are in bold.
 */
export function SacMatrixTable({ title, period }: { title: string; period: TSacPeriod }) {
  return (
    <FigureTable caption={title}>
      <Table.Header>
        <Table.Row bg="bg.subtle">
          <FigureHeader align="start">Row</FigureHeader>
          {SAC_AGE_COLUMNS.map((column) => (
            <FigureHeader key={column.age}>{column.label}</FigureHeader>
          ))}
          <FigureHeader>Total</FigureHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {SAC_ROWS.map((row) => {
          const line = row.line(period);
          return (
            <Table.Row key={row.key}>
              <RowLabel isTotal={row.isTotal}>{row.label}</RowLabel>
              {SAC_AGE_COLUMNS.map((column) => (
                <FigureCell key={column.age} isTotal={row.isTotal}>
                  {line.ages?.[column.age]}
                </FigureCell>
              ))}
              <FigureCell isTotal={row.isTotal}>{line.total}</FigureCell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </FigureTable>
  );
}
