import { Button, type ButtonProps } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { notify, type TToastMessage } from '../../shared/toaster';
import { ConfirmDialog } from './ConfirmDialog';
import { notifyRefusal } from './notify-refusal';

/**
 * A button whose change is asked first ("Release this hold?"): on Yes the change is made, with a
 * success toast, or the server's reason in an error toast.
 */
export function ConfirmedButton({
  children,
  question,
  confirmLabel,
  done,
  refused,
  onConfirm,
  ...button
}: {
  children: ReactNode;
  question: { title: string; description: string };
  confirmLabel: string;
  done: TToastMessage;
  /** The start of the error toast, before the server's reason. */
  refused: string;
  onConfirm: () => Promise<unknown>;
} & Pick<ButtonProps, 'size' | 'variant' | 'colorPalette' | 'aria-label'>) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      notify('success', done);
    } catch (error) {
      notifyRefusal(error, refused);
    } finally {
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="outline" {...button} onClick={() => setOpen(true)}>
        {children}
      </Button>
      <ConfirmDialog
        open={open}
        title={question.title}
        description={question.description}
        confirmLabel={confirmLabel}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </>
  );
}
