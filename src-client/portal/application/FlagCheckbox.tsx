import { Checkbox } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { TApplicationControl, TApplicationFlag } from './application-form-types';

/** A yes/no answer: checked is true, anything else false. */
export function FlagCheckbox({ control, name, label }: { control: TApplicationControl; name: TApplicationFlag; label: string }) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Checkbox.Root
          checked={field.value === true}
          onCheckedChange={(details) => field.onChange(details.checked === true)}
          name={field.name}
          alignItems="start"
        >
          <Checkbox.HiddenInput ref={field.ref} onBlur={field.onBlur} />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
        </Checkbox.Root>
      )}
    />
  );
}
