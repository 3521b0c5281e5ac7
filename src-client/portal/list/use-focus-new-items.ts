import { useCallback, useEffect, useRef } from 'react';

/**
 * After "Show more", focus moves to the first new item's link, so keyboard and screen-reader
 * users carry on where the new animals begin instead of back at the button.
 */
export function useFocusNewItems<T extends HTMLElement>(count: number) {
  const container = useRef<T>(null);
  const firstNew = useRef<number | null>(null);

  useEffect(() => {
    const index = firstNew.current;
    if (index === null || count <= index) return;
    firstNew.current = null;
    container.current?.children[index]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [count]);

  /** Call when asking for more: the item now at `count` is the one to focus when it arrives. */
  const expectMore = useCallback(() => {
    firstNew.current = count;
  }, [count]);

  return { container, expectMore };
}
