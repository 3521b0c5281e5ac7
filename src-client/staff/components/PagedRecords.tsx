import { Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { DataTable, type TColumn, type TTableSort } from './DataTable';
import { TablePager } from './TablePager';
import type { TListState } from './use-list-state';

/** What PagedRecords needs of a paged query (`{ items, total }`, TanStack Query's result). */
export interface TPageQuery<T> {
  data: { items: T[]; total: number } | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * A paged list of records in every state: skeleton rows while loading, the section 8 red box
 * (`errorPrefix` + the error text) when it fails, the empty state, or the table and its pager.
 * While another page loads, the current one stays on screen, dimmed.
 */
export function PagedRecords<T>({
  query,
  list,
  label,
  noun,
  errorPrefix,
  columns,
  rowKey,
  rowHref,
  sort,
  empty,
}: {
  query: TPageQuery<T>;
  list: TListState;
  label: string;
  noun: string;
  errorPrefix: string;
  columns: TColumn<T>[];
  rowKey: (row: T) => string | number;
  rowHref?: (row: T) => string;
  sort?: TTableSort;
  empty: ReactNode;
}) {
  if (query.isError) return <LoadError text={`${errorPrefix}${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  return (
    <Stack gap="0" opacity={query.isPlaceholderData ? 0.6 : 1} transition="opacity 0.15s" aria-busy={query.isPlaceholderData}>
      <DataTable
        label={label}
        columns={columns}
        rows={query.data?.items}
        rowKey={rowKey}
        loading={query.isPending}
        skeletonRows={Math.min(list.pageSize, 6)}
        empty={empty}
        {...(rowHref ? { rowHref } : {})}
        sort={sort}
      />
      <TablePager page={list.page} pageSize={list.pageSize} total={query.data?.total ?? 0} noun={noun} onPageChange={list.setPage} />
    </Stack>
  );
}
