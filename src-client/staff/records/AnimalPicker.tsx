import { Combobox, createListCollection, Field, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState, type ReactNode } from 'react';
import type { TAnimalStatus } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { useAnimalChoices } from './animal-choices';
import { useDebouncedValue } from './use-debounced-value';

/** How a chosen animal reads in the box: its name and its own ID, which tells two Lunas apart. */
export const animalLabel = (animal: Pick<TAnimal, 'name' | 'animalId'>) => `${animal.name} (${animal.animalId})`;

/**
 * A searchable choice of one animal: typing searches name, animal ID, species and breed on the
 * server, so it works the same with ten animals or ten thousand. `statuses` limits the choice
 * (Available only for an adoption, say). Inside a dialog it stays in the dialog (`portalled`
 * false), so the dialog's focus trap keeps working.
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
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed);
  const choices = useAnimalChoices(statuses, search);
  // The chosen animal stays in the collection while another search is shown, so the box keeps its name.
  const items = useMemo(
    () => (value && !choices.animals.some((animal) => animal.id === value.id) ? [value, ...choices.animals] : choices.animals),
    [value, choices.animals],
  );
  const collection = useMemo(() => createListCollection({ items, itemToValue: (animal) => String(animal.id), itemToString: animalLabel }), [items]);
  const searching = typed !== search || choices.isFetching;

  const content = (
    <Combobox.Positioner>
      <Combobox.Content maxH="72" aria-busy={searching}>
        {choices.isError ? (
          <Text px="3" py="2" fontSize="sm" color="fg.error">
            The animals could not be loaded.
          </Text>
        ) : (
          <Combobox.Empty>{searching ? 'Searching…' : emptyText}</Combobox.Empty>
        )}
        {collection.items.map((animal) => (
          <Combobox.Item key={animal.id} item={animal}>
            <Stack gap="0" minW="0" flex="1">
              <Combobox.ItemText fontWeight="medium" truncate>
                {animal.name}
              </Combobox.ItemText>
              <Text fontSize="xs" color="fg.muted" truncate>
                {animal.animalId} · {animal.species} · {animal.breed}
              </Text>
            </Stack>
            <AnimalStatusBadge status={animal.status} size="sm" />
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
        {!searching && choices.total > choices.animals.length && (
          <Text px="3" py="2" fontSize="xs" color="fg.muted" borderTopWidth="1px">
            Showing {choices.animals.length} of {choices.total}: type to narrow the list.
          </Text>
        )}
      </Combobox.Content>
    </Combobox.Positioner>
  );

  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [String(value.id)] : []}
        onValueChange={(details) => onChange(details.items[0] ?? null)}
        onInputValueChange={(details) => setTyped(details.reason === 'input-change' ? details.inputValue : '')}
        inputBehavior="autohighlight"
        openOnClick
        width="full"
      >
        {/* The field's label, styled as every form's; the field gives it to the combobox's input. */}
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Combobox.Control>
          <Combobox.Input placeholder={placeholder} />
          <Combobox.IndicatorGroup>
            {searching && typed ? <Spinner size="xs" color="fg.muted" /> : null}
            <Combobox.ClearTrigger aria-label="Clear the chosen animal" />
            <Combobox.Trigger aria-label={`Show ${label.toLowerCase()} choices`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {portalled ? <Portal>{content}</Portal> : content}
      </Combobox.Root>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
