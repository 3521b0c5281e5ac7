import { Toaster as ChakraToaster, Portal, Stack, Toast, createToaster, useMediaQuery } from '@chakra-ui/react';
import { ChakraIsland } from './ChakraIsland';
import type { TToastMessage, TToastType } from './toaster';

/**
 * The toasts (docs/domain.md#screens): at most one on screen, a new one replaces it, each shown
 * for 5000 ms, and F8 moves focus to them. (The spec's 1,000,000 ms removal delay is the
 * prototype's way of keeping dismissed toasts in the page; here a dismissed toast leaves at once.)
 *
 * Where they never cover a screen's primary action: top right on wide screens, beside the top
 * bar's title and above the screen's header buttons, clear of a dialog's Save (bottom right, where
 * a refused save is retried); at the bottom on phones, far from the screen's header buttons and
 * raised above the footer of a dialog, which fills a phone's screen with its buttons at the foot.
 */
const WIDE = '(min-width: 768px)';

const OPTIONS = { max: 1, duration: 5000, hotkey: ['F8'], pauseOnPageIdle: true };
const wideToaster = createToaster({ ...OPTIONS, placement: 'top-end' });
const phoneToaster = createToaster({ ...OPTIONS, placement: 'bottom', offsets: { top: '1rem', left: '1rem', right: '1rem', bottom: '6rem' } });

/** The toaster of the window's width now: a placement is fixed when its toaster is made. */
const currentToaster = () => (window.matchMedia(WIDE).matches ? wideToaster : phoneToaster);

/**
 * Shows a toast in place of the one on screen. With `max: 1` alone the store would queue the new
 * one behind the current one; the spec wants it replaced.
 */
export function show(type: TToastType, message: TToastMessage): void {
  wideToaster.remove();
  phoneToaster.remove();
  currentToaster().create({ type, closable: true, ...message });
}

/** The toaster of the window's width, the other one unmounted: each would take the focus on F8. */
function ToasterOfWidth() {
  const [wide] = useMediaQuery([WIDE], { ssr: false });
  return (
    <ChakraToaster toaster={wide ? wideToaster : phoneToaster}>
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
  );
}

/** Mounted by AppToaster when the first toast is asked for. */
export function ToasterUi() {
  return (
    <ChakraIsland>
      <Portal>
        <ToasterOfWidth />
      </Portal>
    </ChakraIsland>
  );
}
