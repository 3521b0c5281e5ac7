import { ConfirmDialog } from '../records/ConfirmDialog';

/**
 * Asked before a form holding unsaved changes closes or is left (docs/domain.md#screens):
 * Keep editing, which has the focus, or Discard.
 */
export function DiscardChangesDialog({ open, onKeepEditing, onDiscard }: { open: boolean; onKeepEditing: () => void; onDiscard: () => void }) {
  return (
    <ConfirmDialog
      open={open}
      title="Discard changes?"
      description="What you typed here has not been saved, and will be lost."
      cancelLabel="Keep editing"
      confirmLabel="Discard"
      destructive
      onConfirm={onDiscard}
      onCancel={onKeepEditing}
    />
  );
}
