import { lazy, Suspense, useSyncExternalStore } from 'react';

export interface TToastMessage {
  title: string;
  description?: string;
}

export type TToastType = 'success' | 'error' | 'info';

/**
 * The toast machinery (toaster-ui.tsx, about 12 KB gzipped) loads with the first toast: most
 * visits to the adoption portal never show one, and its first page has a JavaScript budget
 * (test/bundle-budget.test.ts). Screens call notify() as before.
 */
const loadUi = () => import('./toaster-ui');
const ToasterUi = lazy(async () => ({ default: (await loadUi()).ToasterUi }));

let wanted = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows a toast in place of the one on screen (toaster-ui.tsx has the rules). */
export function notify(type: TToastType, message: TToastMessage): void {
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  // A toast created before the toaster mounts is shown when it does.
  void loadUi().then((ui) => ui.show(type, message));
}

/** Mounted once, in Providers; renders nothing until the first toast. */
export function AppToaster() {
  const mounted = useSyncExternalStore(subscribe, () => wanted);
  return mounted ? (
    <Suspense fallback={null}>
      <ToasterUi />
    </Suspense>
  ) : null;
}
