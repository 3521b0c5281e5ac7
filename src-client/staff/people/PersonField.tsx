import { useEffect, useState, type ReactNode } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import { PersonPicker, type TPickedPerson } from './PersonPicker';

/**
 * A person picker bound to the surrounding form, which holds the person's id (null for nobody);
 * the picker keeps the person, to show their name, contact and flags.
 */
export function PersonField<T extends FieldValues>({
  name,
  label,
  required,
  initial = null,
  hint,
}: {
  name: Path<T>;
  label: string;
  required?: boolean;
  /** The person the form opens with (the one whose page it was opened from). */
  initial?: TPickedPerson | null;
  hint?: (person: TPickedPerson) => ReactNode;
}) {
  const { field, fieldState } = useController<T>({ name });
  const { resetField } = useFormContext<T>();
  // A picker hidden when another type is chosen forgets its choice, and so does the form, or the
  // two would disagree when it shows again: both start again from what the form opened with.
  useEffect(() => () => resetField(name), [resetField, name]);
  const [person, setPerson] = useState(initial);
  return (
    <PersonPicker
      label={label}
      required={required}
      value={person}
      onChange={(chosen) => {
        setPerson(chosen);
        field.onChange(chosen?.id ?? null);
      }}
      errorText={fieldState.error?.message}
      hint={person && hint?.(person)}
    />
  );
}
