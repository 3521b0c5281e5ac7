import { useEffect, useState } from 'react';
import { useController, useFormContext, type FieldValues, type Path } from 'react-hook-form';
import type { TOrganizationKind } from '../../../src-shared/people';
import { OrganizationPicker, type TPickedOrganization } from './OrganizationPicker';

/** An organization picker bound to the surrounding form, which holds the organization's id (null for none). */
export function OrganizationField<T extends FieldValues>({
  name,
  label,
  kind,
  required,
  initial = null,
}: {
  name: Path<T>;
  label: string;
  kind?: TOrganizationKind;
  required?: boolean;
  initial?: TPickedOrganization | null;
}) {
  const { field, fieldState } = useController<T>({ name });
  const { resetField } = useFormContext<T>();
  // A picker hidden when another type is chosen forgets its choice, and so does the form, or the
  // two would disagree when it shows again: both start again from what the form opened with.
  useEffect(() => () => resetField(name), [resetField, name]);
  const [organization, setOrganization] = useState(initial);
  return (
    <OrganizationPicker
      label={label}
      kind={kind}
      required={required}
      value={organization}
      onChange={(chosen) => {
        setOrganization(chosen);
        field.onChange(chosen?.id ?? null);
      }}
      errorText={fieldState.error?.message}
    />
  );
}
