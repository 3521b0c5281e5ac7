import { useEffect, useEffectEvent } from 'react';

/**
 * Ctrl-K (⌘-K on a Mac) opens the search from anywhere in the console, instead of the browser's
 * own search. Not over another dialog: a half-filled form stays where it is.
 */
export function useSearchShortcut(open: () => void): void {
  const onKeyDown = useEffectEvent((event: KeyboardEvent) => {
    if (event.key.toLowerCase() !== 'k' || !(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (document.querySelector('[role="dialog"], [role="alertdialog"]')) return;
    event.preventDefault();
    open();
  });
  useEffect(() => {
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
}
