import { useCallback, useState, type RefCallback } from 'react';

/**
 * The width of an element, followed as it changes. Charts draw at this width in real pixels
 * rather than scaling a fixed drawing: bar heights stay the pixels they were computed as, and text
 * keeps its size on a phone.
 */
export function useElementWidth<T extends HTMLElement>(): [RefCallback<T>, number] {
  const [width, setWidth] = useState(0);
  const ref = useCallback((node: T | null) => {
    if (!node) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setWidth(Math.floor(entry.contentRect.width));
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, []);
  return [ref, width];
}
