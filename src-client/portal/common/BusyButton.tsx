import type { ComponentProps } from 'react';

/**
 * A button that shows it is working: a spinner, the `busyText` in place of its label, and no
 * second press until the work is done.
 */
export function BusyButton({ busy, busyText, children, className, ...button }: ComponentProps<'button'> & { busy: boolean; busyText?: string }) {
  return (
    <button type="button" {...button} className={className ? `button ${className}` : 'button'} disabled={busy || button.disabled} aria-busy={busy || undefined}>
      {busy ? (
        <>
          <span className="spinner" aria-hidden />
          {busyText ?? children}
        </>
      ) : (
        children
      )}
    </button>
  );
}
