import { CloseButton, Dialog, Portal, useBreakpointValue } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import type { TAdoptableAnimal, TApplicationReceipt } from '../../../src-shared/schemas/public';
import { ChakraIsland } from '../../shared/ChakraIsland';
import { ApplicationForm } from './ApplicationForm';
import { ApplicationSubmitted } from './ApplicationSubmitted';

export interface TApplicationDialogProps {
  animal: Pick<TAdoptableAnimal, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to when the dialog closes: the button that opened it. */
  returnFocusTo: () => HTMLElement | null;
}

/**
 * "Apply to Adopt {animal}". Focus starts in the first field and returns to the opener on close.
 * What was typed, or the receipt, stays while the page does, should the visitor close by mistake.
 * The portal's pages render without Chakra: the dialog brings it (ChakraIsland).
 */
export function ApplicationDialog(props: TApplicationDialogProps) {
  return (
    <ChakraIsland>
      <ApplicationDialogRoot {...props} />
    </ChakraIsland>
  );
}

function ApplicationDialogRoot({ animal, open, onOpenChange, returnFocusTo }: TApplicationDialogProps) {
  const firstField = useRef<HTMLInputElement>(null);
  const [receipt, setReceipt] = useState<TApplicationReceipt | null>(null);
  // The whole screen on a phone. Chosen here rather than as a responsive size, whose "full" styles
  // (no margin, full height) would stay in force on wider screens.
  const size = useBreakpointValue({ base: 'full', md: 'lg' } as const) ?? 'full';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={size}
      placement="top"
      scrollBehavior="outside"
      motionPreset="slide-in-bottom"
      // Kept when closed: a visitor who closes by mistake finds their answers (or the receipt) again.
      unmountOnExit={false}
      initialFocusEl={() => (receipt ? null : firstField.current)}
      finalFocusEl={returnFocusTo}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content rounded={size === 'full' ? 'none' : '2xl'}>
            <Dialog.Header pe="14">
              <Dialog.Title fontSize="xl">Apply to Adopt {animal.name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="8">
              {receipt ? (
                <ApplicationSubmitted reference={receipt.reference} animalName={animal.name} />
              ) : (
                <ApplicationForm animal={animal} firstField={firstField} onSubmitted={setReceipt} />
              )}
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
