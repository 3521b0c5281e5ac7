import { Combobox, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TAnimalStatus } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { useAnimalChoices } from './animal-choices';
import { SearchCombobox, useSearchText } from './SearchCombobox';

/** How a chosen animal reads in the box: its name and its own ID, which tells two Lunas apart. */
export const animalLabel = (animal: Pick<TAnimal, 'name' | 'animalId'>) => `${animal.name} (${animal.animalId})`;
const animalKey = (animal: TAnimal) => animal.id;

function AnimalOption({ animal }: { animal: TAnimal }) {
  return (
    <>
      <Stack gap="0" minW="0" flex="1">
        <Combobox.ItemText fontWeight="medium" truncate>
          {animal.name}
        </Combobox.ItemText>
        <Text fontSize="xs" color="fg.muted" truncate>
          {animal.animalId} · {animal.species} · {animal.breed}
        </Text>
      </Stack>
      <AnimalStatusBadge status={animal.status} size="sm" />
    </>
  );
}

/**
 * A searchable choice of one animal: typing searches name, animal ID, species and breed on the
 * server. `statuses` limits the choice (Available only for an adoption, say).
 */
export function AnimalPicker({
  label,
  statuses,
  value,
  onChange,
  placeholder = 'Search by name or ID',
  emptyText = 'No animals found',
  portalled = true,
  required = false,
  disabled = false,
  errorText,
}: {
  label: string;
  statuses?: readonly TAnimalStatus[] | undefined;
  value: TAnimal | null;
  onChange: (animal: TAnimal | null) => void;
  placeholder?: string;
  /** What the open list says when nothing can be chosen. */
  emptyText?: string;
  portalled?: boolean;
  required?: boolean;
  disabled?: boolean;
  /** A validation message; the box is marked invalid while there is one. */
  errorText?: ReactNode;
}) {
  const text = useSearchText();
  const choices = useAnimalChoices(statuses, text.search);
  const searching = text.typing || choices.isFetching;
  return (
    <SearchCombobox
      label={label}
      noun="animal"
      items={choices.animals}
      value={value}
      onChange={onChange}
      keyOf={animalKey}
      labelOf={animalLabel}
      renderItem={(animal) => <AnimalOption animal={animal} />}
      onType={text.setTyped}
      searching={searching}
      typed={text.typed}
      loadFailed={choices.isError}
      emptyText={emptyText}
      total={choices.total}
      placeholder={placeholder}
      portalled={portalled}
      required={required}
      disabled={disabled}
      errorText={errorText}
    />
  );
}
