import { useLayoutEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * Where a list keeps its tab, search text and page. A screen's main list keeps them in the address
 * (so Back from a record returns to the same page, and the view can be shared); a list inside a
 * tab of another screen keeps them in memory.
 */
export interface TListParams {
  get(key: string): string | null;
  set(changes: Record<string, string | null>): void;
}

export function useUrlListParams(): TListParams {
  const [searchParams, setSearchParams] = useSearchParams();
  // React Router's functional update hands over the address of the last render, not of the last
  // change: two changes before a re-render (a search sent as the next page is asked for, a dialog
  // closed as a filter changes) would lose the first. Each change builds on the one before.
  const latest = useRef(searchParams);
  useLayoutEffect(() => {
    latest.current = searchParams;
  }, [searchParams]);
  return {
    get: (key) => searchParams.get(key),
    set: (changes) => {
      const next = new URLSearchParams(latest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      latest.current = next;
      // Typing a search or turning a page is not worth a history entry each.
      setSearchParams(next, { replace: true });
    },
  };
}

export function useMemoryListParams(): TListParams {
  const [values, setValues] = useState<Record<string, string>>({});
  return {
    get: (key) => values[key] ?? null,
    set: (changes) =>
      setValues((previous) => {
        const next = { ...previous };
        for (const [key, value] of Object.entries(changes)) {
          if (value === null) delete next[key];
          else next[key] = value;
        }
        return next;
      }),
  };
}
