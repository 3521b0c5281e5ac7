import { Suspense, useState, type ReactNode } from 'react';

/**
 * A lazy dialog's place: nothing until it is first opened, so its code (a form, its checks, the
 * widgets it uses) loads with that click rather than with the screen; mounted from then on, so it
 * closes with its animation and opens at once the next time.
 */
export function MountWhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened && <Suspense fallback={null}>{children}</Suspense>;
}
