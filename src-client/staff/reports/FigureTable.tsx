import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A table of report figures, named by its caption: it scrolls within its frame when too wide (a
 * phone), and stays in one block on paper. Row labels wrap, so a phone shows the figures beside them.
 */
export function FigureTable({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <Table.ScrollArea borderWidth="1px" rounded="md" css={{ breakInside: 'avoid' }}>
      <Table.Root size="sm" colorPalette="gray" css={{ fontVariantNumeric: 'tabular-nums' }}>
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" fontSize="sm" color="fg" py="2" px="3" mt="0" whiteSpace="normal">
          {caption}
        </Table.Caption>
        {children}
      </Table.Root>
    </Table.ScrollArea>
  );
}

/** A row's label: its header cell, in bold for a sum. */
export function RowLabel({ isTotal, children }: { isTotal: boolean; children: ReactNode }) {
  return (
    <Table.Cell as="th" scope="row" textAlign="start" fontWeight={isTotal ? 'semibold' : 'normal'} whiteSpace="normal" minW="36">
      {children}
    </Table.Cell>
  );
}

/** A figure: right-aligned, in bold for a sum. */
export function FigureCell({ isTotal, children }: { isTotal: boolean; children: ReactNode }) {
  return (
    <Table.Cell textAlign="end" fontWeight={isTotal ? 'semibold' : 'normal'} whiteSpace="nowrap">
      {children}
    </Table.Cell>
  );
}

/** A column's header, right-aligned over its figures (the first, the rows' own, left). */
export function FigureHeader({ children, align = 'end' }: { children: ReactNode; align?: 'start' | 'end' }) {
  return (
    <Table.ColumnHeader scope="col" textAlign={align} whiteSpace="normal">
      {children}
    </Table.ColumnHeader>
  );
}
