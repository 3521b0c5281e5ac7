import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { leavesScreen, useWarnBeforeUnload, type TUnsavedChanges } from './unsaved-changes';

/**
 * Asks "Discard changes?" before the screen is left while its forms hold unsaved changes: a link,
 * Back, or a change of its address such as another Settings tab; closing or reloading the browser's
 * tab gets the browser's own question.
 */
export function LeaveGuard({ changes }: { changes: TUnsavedChanges }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => changes.any() && leavesScreen(currentLocation, nextLocation),
    [changes],
  );
  const blocker = useBlocker(shouldBlock);
  useWarnBeforeUnload(changes);
  return <DiscardChangesDialog open={blocker.state === 'blocked'} onKeepEditing={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
