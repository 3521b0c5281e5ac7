import { useState } from 'react';
import { useController, type Control, type FieldPath } from 'react-hook-form';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { AnimalPicker } from './AnimalPicker';

/**
 * A form's animal, chosen with the AnimalPicker: the form holds its `animalId` (0 while none is
 * chosen, which the form's schema refuses with its own message). `preset` is shown chosen at first.
 */
export function AnimalIdField<TValues extends { animalId: number }, TOutput>({
  control,
  preset = null,
}: {
  control: Control<TValues, unknown, TOutput>;
  preset?: TAnimal | null;
}) {
  // Every form this serves has an `animalId` field; react-hook-form cannot see that through the generic.
  const { field, fieldState } = useController({ control, name: 'animalId' as FieldPath<TValues> });
  const [animal, setAnimal] = useState(preset);
  return (
    <AnimalPicker
      label="Animal"
      required
      value={animal}
      onChange={(chosen) => {
        setAnimal(chosen);
        field.onChange(chosen?.id ?? 0);
      }}
      portalled={false}
      errorText={fieldState.error?.message}
    />
  );
}
