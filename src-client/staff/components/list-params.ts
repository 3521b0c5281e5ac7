import { useState } from 'react';
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
  return {
    get: (key) => searchParams.get(key),
    set: (changes) =>
      setSearchParams(
        (previous) => {
          const next = new URLSearchParams(previous);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        // Typing a search or turning a page is not worth a history entry each.
        { replace: true },
      ),
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
