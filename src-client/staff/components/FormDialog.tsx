import { CloseButton, Dialog, Portal, Spinner, useBreakpointValue } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';
import { trpc } from '../../shared/trpc';

/**
 * The frame of every create and edit dialog: title, description, close button. Its content mounts
 * when it opens and unmounts when it closes, so each opening starts from a fresh form (defaults
 * such as "today" are taken then). On phones it fills the screen and its body scrolls.
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  size = 'lg',
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  size?: 'md' | 'lg' | 'xl';
  children: ReactNode;
}) {
  // One size at a time: a responsive size would leave the full-screen variant's height and margins in place on wide screens.
  const content = useRef<HTMLDivElement>(null);
  const responsiveSize = useBreakpointValue({ base: 'full', md: size } as const, { ssr: false }) ?? size;
  // A form takes "today" and "now" as its defaults when it mounts: it waits for the shelter's
  // calendar (docs/domain.md#dates), or a dialog opened just after a page load would open on
  // this device's day. A failed calendar falls back to the device's zone rather than block.
  const calendar = trpc.settings.calendar.useQuery(undefined, { enabled: open });
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      size={responsiveSize}
      scrollBehavior="inside"
      // A long intake form is not lost to a stray click beside it; Escape and Cancel still close.
      closeOnInteractOutside={false}
      // The first field that takes input, not a read-only one (the intake form opens on its animal ID).
      initialFocusEl={() => content.current?.querySelector<HTMLElement>('input:not([readonly]), select, textarea') ?? null}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content ref={content}>
            <Dialog.Header flexDirection="column" alignItems="start" gap="1" pe="12">
              <Dialog.Title>{title}</Dialog.Title>
              {description && <Dialog.Description color="fg.muted">{description}</Dialog.Description>}
            </Dialog.Header>
            {calendar.isPending && open ? (
              <Dialog.Body display="flex" justifyContent="center" py="10">
                <Spinner aria-label="Loading the shelter's calendar" />
              </Dialog.Body>
            ) : (
              children
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
