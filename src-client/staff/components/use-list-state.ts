import { useDisplaySettings } from '../../shared/use-display-settings';
import type { TListParams } from './list-params';

export interface TListState {
  /** 1-based. */
  page: number;
  pageSize: number;
  offset: number;
  /** The committed search text ('' for none). */
  q: string;
  setPage(page: number): void;
  /** A new search starts again at page 1. */
  setQuery(text: string): void;
  /** Another filter (a tab); it also starts again at page 1. */
  setFilter(key: string, value: string | null): void;
}

/** Paging and search of a list, with the page size of the Display settings (recordsPerPage). */
export function useListState(params: TListParams): TListState {
  const { recordsPerPage } = useDisplaySettings();
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  return {
    page,
    pageSize: recordsPerPage,
    offset: (page - 1) * recordsPerPage,
    q: params.get('q') ?? '',
    setPage: (next) => params.set({ page: next > 1 ? String(next) : null }),
    setQuery: (text) => params.set({ q: text.trim() || null, page: null }),
    setFilter: (key, value) => params.set({ [key]: value, page: null }),
  };
}
