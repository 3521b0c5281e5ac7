import { CloseButton, Dialog, Portal, Spinner, useBreakpointValue } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';
import { trpc } from '../../shared/trpc';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { UnsavedChangesContext, useUnsavedChanges, useWarnBeforeUnload } from './unsaved-changes';

/**
 * The frame of every create and edit dialog: title, description, close button. Its content mounts
 * when it opens and unmounts when it closes, so each opening starts from a fresh form (defaults
 * such as "today" are taken then). On phones it fills the screen and its body scrolls.
 *
 * Nothing typed is lost by mistake: while a form inside holds unsaved changes (it reports them with
 * useReportUnsaved, as DialogForm does), Esc, a click beside the dialog, its close button and
 * Cancel ask "Discard changes?" first. A form without changes closes at once.
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
  const unsaved = useUnsavedChanges();
  useWarnBeforeUnload(unsaved);
  const [asking, setAsking] = useState(false);
  const discard = () => {
    setAsking(false);
    onOpenChange(false);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => (!details.open && unsaved.any() ? setAsking(true) : onOpenChange(details.open))}
      // Only a click beside it closes it, not focus leaving it: a menu that opens a dialog hands the
      // focus back to its own button as it closes, which would otherwise close the dialog at once.
      onFocusOutside={(event) => event.preventDefault()}
      lazyMount
      unmountOnExit
      size={responsiveSize}
      scrollBehavior="inside"
      // The first field that takes input, not a read-only one (the intake form opens on its animal ID)
      // nor the hidden input behind a file picker's button.
      initialFocusEl={() => content.current?.querySelector<HTMLElement>('input:not([readonly]):not([hidden]), select, textarea') ?? null}
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
              <UnsavedChangesContext value={unsaved}>{children}</UnsavedChangesContext>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
      <DiscardChangesDialog open={asking} onKeepEditing={() => setAsking(false)} onDiscard={discard} />
    </Dialog.Root>
  );
}
