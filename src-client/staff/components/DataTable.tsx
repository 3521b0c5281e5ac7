import { Button, Link, Skeleton, Table } from '@chakra-ui/react';
import { ArrowDownIcon, ArrowUpIcon, ChevronsUpDownIcon } from 'lucide-react';
import type { MouseEvent, ReactNode } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';

type TBreakpoint = 'sm' | 'md' | 'lg' | 'xl';

export interface TColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
  /** Left out below this width, so a phone shows the essentials without scrolling sideways. */
  hideBelow?: TBreakpoint;
  align?: 'start' | 'end';
  /** Its header sorts the table by its key (with the table's `sort`). */
  sortable?: boolean;
}

/** The column a table is sorted by, and what a click on a sortable header asks for. */
export interface TTableSort {
  key: string;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
}

/** A sortable column's header: a button naming the column, its arrow saying which way it sorts, if it does. */
function SortHeader({ header, order, onSort }: { header: string; order: TTableSort['order'] | null; onSort: () => void }) {
  const Arrow = order === 'asc' ? ArrowUpIcon : order === 'desc' ? ArrowDownIcon : ChevronsUpDownIcon;
  return (
    <Button variant="plain" size="sm" h="auto" p="0" fontWeight="inherit" color="inherit" onClick={onSort}>
      {header}
      <Arrow aria-hidden opacity={order ? 1 : 0.5} />
    </Button>
  );
}

/**
 * A table of records: skeleton rows while the first page loads, an empty state when there is
 * nothing, and (with `rowHref`) rows that open their record. Keyboard users reach the record
 * through the link in its row (`RowLink`); a click anywhere else on the row does the same. With
 * `sort`, the sortable columns' headers sort it, the sorted one marked with `aria-sort`.
 */
export function DataTable<T>({
  label,
  columns,
  rows,
  rowKey,
  loading,
  skeletonRows = 5,
  empty,
  rowHref,
  sort,
}: {
  /** The table's accessible name. */
  label: string;
  columns: TColumn<T>[];
  rows: readonly T[] | undefined;
  rowKey: (row: T) => string | number;
  loading: boolean;
  skeletonRows?: number;
  empty: ReactNode;
  rowHref?: (row: T) => string;
  sort?: TTableSort | undefined;
}) {
  const navigate = useNavigate();
  if (!loading && rows?.length === 0) return <>{empty}</>;

  const openRow = (event: MouseEvent<HTMLTableRowElement>, href: string) => {
    // A click on the row's own link or button does its own thing.
    if ((event.target as HTMLElement).closest('a, button, input, select, textarea')) return;
    void navigate(href);
  };

  return (
    <Table.Root aria-label={label} size="sm" interactive={Boolean(rowHref)} colorPalette="gray">
      <Table.Header>
        <Table.Row bg="bg.subtle">
          {columns.map((column) => {
            const order = sort?.key === column.key ? sort.order : null;
            return (
              <Table.ColumnHeader
                key={column.key}
                hideBelow={column.hideBelow}
                textAlign={column.align}
                whiteSpace="nowrap"
                py="3"
                aria-sort={order ? (order === 'asc' ? 'ascending' : 'descending') : undefined}
              >
                {sort && column.sortable ? <SortHeader header={column.header} order={order} onSort={() => sort.onSort(column.key)} /> : column.header}
              </Table.ColumnHeader>
            );
          })}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {loading || !rows
          ? Array.from({ length: skeletonRows }, (_, index) => (
              <Table.Row key={index} aria-hidden>
                {columns.map((column) => (
                  <Table.Cell key={column.key} hideBelow={column.hideBelow} py="3">
                    <Skeleton height="4" />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))
          : rows.map((row) => {
              const href = rowHref?.(row);
              return (
                <Table.Row key={rowKey(row)} cursor={href ? 'pointer' : undefined} onClick={href ? (event) => openRow(event, href) : undefined}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key} hideBelow={column.hideBelow} textAlign={column.align} py="2.5">
                      {column.cell(row)}
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
      </Table.Body>
    </Table.Root>
  );
}

/** The link in a row that opens its record (the name of an animal, say). */
export function RowLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild fontWeight="medium" color="fg" _hover={{ color: 'colorPalette.fg' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
