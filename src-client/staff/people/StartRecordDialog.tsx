import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { TAnimalStatus } from '../../../src-shared/enums';
import { RecordStarter } from '../records/RecordStarter';

export interface TRecordStart {
  title: string;
  pickerLabel: string;
  statuses: readonly TAnimalStatus[];
  emptyText: string;
  buttonLabel: string;
  icon: LucideIcon;
}

/**
 * The first step of a record started from a person's page (a new adoption, a foster placement):
 * the animal it is for, chosen as on the record's own screen. Its dialog then opens.
 */
export function StartRecordDialog({ start, onStart, onClose }: { start: TRecordStart | null; onStart: (animalId: number) => void; onClose: () => void }) {
  return (
    <Dialog.Root open={start !== null} onOpenChange={(details) => !details.open && onClose()} placement="center" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{start?.title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              {start && (
                <RecordStarter
                  pickerLabel={start.pickerLabel}
                  statuses={start.statuses}
                  emptyText={start.emptyText}
                  buttonLabel={start.buttonLabel}
                  icon={start.icon}
                  onStart={onStart}
                  portalled={false}
                />
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
