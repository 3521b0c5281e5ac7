import { HStack, RadioGroup } from '@chakra-ui/react';
import { Controller } from 'react-hook-form';
import type { TApplicationControl } from './application-form-types';

const CHOICES = [
  { value: 'own', label: 'Own' },
  { value: 'rent', label: 'Rent' },
] as const;

/** Rent or own, own unless changed. */
export function RentOrOwn({ control }: { control: TApplicationControl }) {
  return (
    <Controller
      control={control}
      name="rentOrOwn"
      render={({ field }) => (
        <RadioGroup.Root value={field.value ?? 'own'} onValueChange={(details) => field.onChange(details.value === 'rent' ? 'rent' : 'own')} name={field.name}>
          <RadioGroup.Label fontWeight="medium" mb="2" display="block">
            Do you rent or own your home?
          </RadioGroup.Label>
          <HStack gap="6">
            {CHOICES.map((choice) => (
              <RadioGroup.Item key={choice.value} value={choice.value}>
                <RadioGroup.ItemHiddenInput onBlur={field.onBlur} />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{choice.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    />
  );
}
