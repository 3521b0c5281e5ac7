import { Table } from '@chakra-ui/react';
import type { TSacPeriod } from '../../../src-shared/schemas/shelter-reports';
import { SAC_AGE_COLUMNS, SAC_ROWS } from './sac-rows';

/**
 * One species' Basic Data Matrix over a period: SAC's rows, by age and in total. The counts in care
 * have no age: only their Total is filled. Sums are in bold.
 */
export function SacMatrixTable({ title, period }: { title: string; period: TSacPeriod }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" css={{ breakInside: 'avoid' }}>
      <Table.Root size="sm" colorPalette="gray" css={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" color="fg" py="2" px="3" mt="0">
          {title}
        </Table.Caption>
        <Table.Header>
          <Table.Row bg="bg.subtle">
            <Table.ColumnHeader scope="col">Row</Table.ColumnHeader>
            {SAC_AGE_COLUMNS.map((column) => (
              <Table.ColumnHeader key={column.age} scope="col" textAlign="end">
                {column.label}
              </Table.ColumnHeader>
            ))}
            <Table.ColumnHeader scope="col" textAlign="end">
              Total
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {SAC_ROWS.map((row) => {
            const line = row.line(period);
            const weight = row.isTotal ? 'semibold' : undefined;
            return (
              <Table.Row key={row.key}>
                <Table.Cell as="th" scope="row" fontWeight={weight ?? 'normal'} textAlign="start">
                  {row.label}
                </Table.Cell>
                {SAC_AGE_COLUMNS.map((column) => (
                  <Table.Cell key={column.age} textAlign="end" fontWeight={weight}>
                    {line.ages?.[column.age]}
                  </Table.Cell>
                ))}
                <Table.Cell textAlign="end" fontWeight={weight}>
                  {line.total}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
