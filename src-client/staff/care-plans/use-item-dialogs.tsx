import { useState, type ReactNode } from 'react';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { GiveItemDialog } from './GiveItemDialog';
import { SkipItemDialog } from './SkipItemDialog';

export interface TItemActions {
  onGive: (item: TCarePlanItem) => void;
  onSkip: (item: TCarePlanItem) => void;
}

/** Give and Skip for a list of items (the Care Plan tab, the Due view): the actions, and the dialogs to render beside the list. */
export function useItemDialogs(): { actions: TItemActions; dialogs: ReactNode } {
  const [giving, setGiving] = useState<TCarePlanItem | null>(null);
  const [skipping, setSkipping] = useState<TCarePlanItem | null>(null);
  return {
    actions: { onGive: setGiving, onSkip: setSkipping },
    dialogs: (
      <>
        <GiveItemDialog item={giving} onClose={() => setGiving(null)} />
        <SkipItemDialog item={skipping} onClose={() => setSkipping(null)} />
      </>
    ),
  };
}
