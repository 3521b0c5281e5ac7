import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useRef, type ReactNode } from 'react';

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
            {children}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
