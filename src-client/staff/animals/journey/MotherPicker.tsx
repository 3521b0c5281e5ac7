import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { AnimalPicker } from '../../records/AnimalPicker';
import type { TIntakeFormShape } from './IntakeFields';

/** Born in care: the mother, chosen among the shelter's animals; the form keeps her record number. */
export function MotherPicker() {
  const { field, fieldState } = useController<TIntakeFormShape, 'intake.motherAnimalId'>({ name: 'intake.motherAnimalId' });
  const [mother, setMother] = useState<TAnimal | null>(null);
  return (
    <AnimalPicker
      label="Mother"
      value={mother}
      onChange={(chosen) => {
        setMother(chosen);
        field.onChange(chosen?.id ?? null);
      }}
      placeholder="Search the mother by name or ID"
      portalled={false}
      errorText={fieldState.error?.message}
    />
  );
}
