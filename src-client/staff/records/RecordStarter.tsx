import { Box, Button, Flex } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimalStatus } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';
import { useAnimalChoices } from './animal-choices';
import { AnimalPicker } from './AnimalPicker';

/**
 * A screen's way into its create dialog: a picker of the animals the record may be started for,
 * and the button that opens the dialog for the one chosen, disabled while none is chosen and when
 * none can be ("disabled when no animal is available").
 */
export function RecordStarter({
  pickerLabel,
  statuses,
  emptyText,
  buttonLabel,
  icon: IconComponent,
  onStart,
  portalled = true,
}: {
  pickerLabel: string;
  statuses: readonly TAnimalStatus[];
  /** What the picker says when no animal can be chosen. */
  emptyText: string;
  buttonLabel: string;
  icon: LucideIcon;
  onStart: (animalId: number) => void;
  /** False inside a dialog (AnimalPicker). */
  portalled?: boolean;
}) {
  const [animal, setAnimal] = useState<TAnimal | null>(null);
  const eligible = useAnimalChoices(statuses, '');
  const utils = trpc.useUtils();
  const none = !eligible.isPending && eligible.total === 0;

  const start = () => {
    if (!animal) return;
    // The dialog shows the animal at once instead of loading it again.
    utils.animals.get.setData({ id: animal.id }, animal);
    onStart(animal.id);
    setAnimal(null);
  };

  return (
    <Flex gap="2" align="end" direction={{ base: 'column', sm: 'row' }} w={{ base: 'full', md: 'auto' }}>
      <Box w={{ base: 'full', sm: '72' }}>
        <AnimalPicker
          label={pickerLabel}
          statuses={statuses}
          value={animal}
          onChange={setAnimal}
          placeholder={none ? emptyText : 'Search by name or ID'}
          emptyText={emptyText}
          disabled={none}
          portalled={portalled}
        />
      </Box>
      <Button onClick={start} disabled={!animal || none} w={{ base: 'full', sm: 'auto' }} flexShrink="0">
        <IconComponent />
        {buttonLabel}
      </Button>
    </Flex>
  );
}
