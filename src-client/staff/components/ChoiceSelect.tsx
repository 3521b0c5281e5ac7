import { Field, NativeSelect, type FieldRootProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled select that takes effect as soon as a choice is made (no form, no Save button): the
 * report's type and range, the Display settings.
 */
export function ChoiceSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  helperText,
  ...root
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  helperText?: ReactNode;
} & Pick<FieldRootProps, 'w' | 'maxW'>) {
  return (
    <Field.Root {...root}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.target.value as T)}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
