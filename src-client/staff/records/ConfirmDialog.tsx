import { Button, Dialog, Portal } from '@chakra-ui/react';
import { useRef } from 'react';

/**
 * A question that needs an answer before a change goes ahead ("Book anyway?"). The way back
 * (Cancel, Esc, a click beside it) has the focus, so Enter never goes ahead by mistake.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  destructive = false,
  busy = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  cancelLabel?: string;
  /** Going ahead throws something away: its button is red. */
  destructive?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => !details.open && onCancel()}
      size="sm"
      placement="center"
      initialFocusEl={() => cancel.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{description}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancel} variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button onClick={onConfirm} loading={busy} loadingText="Saving..." colorPalette={destructive ? 'red' : undefined}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
