import { useCallback } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { DiscardChangesDialog } from './DiscardChangesDialog';
import { leavesScreen, type TUnsavedChanges } from './unsaved-changes';

/**
 * Asks "Discard changes?" before the screen is left while its forms hold unsaved changes: a link,
 * Back, or a change of its address such as another Settings tab. (Closing the browser's tab is the
 * browser's own matter.)
 */
export function LeaveGuard({ changes }: { changes: TUnsavedChanges }) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => changes.any() && leavesScreen(currentLocation, nextLocation),
    [changes],
  );
  const blocker = useBlocker(shouldBlock);
  return <DiscardChangesDialog open={blocker.state === 'blocked'} onKeepEditing={() => blocker.reset?.()} onDiscard={() => blocker.proceed?.()} />;
}
