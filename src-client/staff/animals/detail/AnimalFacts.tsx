import { DataList } from '@chakra-ui/react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { useFormat } from '../../../shared/use-format';

/** The header card's fields, each with the spec's text for an empty value. */
export function AnimalFacts({ animal }: { animal: TAnimal }) {
  const format = useFormat();
  const facts: [label: string, value: string, empty?: boolean][] = [
    ['Species', animal.species],
    ['Breed', animal.breed],
    ['Sex', animal.sex],
    ['Age', animal.age],
    // The latest weight on record, in the Display setting's unit; else what was typed before weights were recorded.
    [
      'Weight',
      animal.weightGrams !== null ? format.weight(animal.weightGrams) : (animal.weight ?? 'Not recorded'),
      !animal.weight && animal.weightGrams === null,
    ],
    ['Intake Date', format.date(animal.intakeDate)],
    ['Health Status', animal.healthStatus ?? 'Not specified', !animal.healthStatus],
    ['Microchip ID', animal.microchipId ?? 'Not microchipped', !animal.microchipId],
  ];
  return (
    <DataList.Root
      orientation="vertical"
      size="sm"
      display="grid"
      gridTemplateColumns={{ base: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' }}
      gap="4"
    >
      {facts.map(([label, value, empty]) => (
        <DataList.Item key={label} minW="0">
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue fontWeight={empty ? 'normal' : 'medium'} color={empty ? 'fg.muted' : 'fg'} wordBreak="break-word">
            {value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
