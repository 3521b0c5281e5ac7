import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster } from '@chakra-ui/react';
import { ChakraIsland } from './ChakraIsland';
import type { TToastMessage, TToastType } from './toaster';

/**
 * The toasts (docs/domain.md#screens): at most one on screen, a new one replaces it, each shown
 * for 5000 ms, and F8 moves focus to them. (The spec's 1,000,000 ms removal delay is the
 * prototype's way of keeping dismissed toasts in the page; here a dismissed toast leaves at once.)
 */
/**
 * Where toasts never sit on a dialog's Save button (bottom right, where a failed save is retried):
 * bottom left on wide screens (over the sidebar's foot), at the top on phones, where dialogs fill
 * the screen and keep their buttons at the bottom.
 */
const WIDE = typeof window !== 'undefined' && window.matchMedia('(min-width: 768px)').matches;

const toaster = createToaster({
  placement: WIDE ? 'bottom-start' : 'top',
  max: 1,
  duration: 5000,
  hotkey: ['F8'],
  pauseOnPageIdle: true,
});

/**
 * Shows a toast in place of the one on screen. With `max: 1` alone the store would queue the new
 * one behind the current one; the spec wants it replaced.
 */
export function show(type: TToastType, message: TToastMessage): void {
  toaster.remove();
  toaster.create({ type, closable: true, ...message });
}

/** Mounted by AppToaster when the first toast is asked for. */
export function ToasterUi() {
  return (
    <ChakraIsland>
      <Portal>
        <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
          {(toast) => (
            <Toast.Root width={{ md: 'sm' }}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {/* Full strength: Chakra dims it to 0.8, below AA contrast on the coloured toasts. */}
                {toast.description && <Toast.Description opacity="1">{toast.description}</Toast.Description>}
              </Stack>
              {toast.closable && <Toast.CloseTrigger aria-label="Dismiss notification" />}
            </Toast.Root>
          )}
        </ChakraToaster>
      </Portal>
    </ChakraIsland>
  );
}
