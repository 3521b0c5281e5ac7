import { Stack, Switch, Text } from '@chakra-ui/react';
import { Controller, useFormContext, type FieldValues, type Path } from 'react-hook-form';

/** An on/off setting bound to the surrounding form: its label, a line saying what it does, the switch. */
export function SwitchField<T extends FieldValues>({ name, label, description }: { name: Path<T>; label: string; description: string }) {
  const { control } = useFormContext<T>();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={Boolean(field.value)}
          onCheckedChange={(details) => field.onChange(details.checked)}
          name={field.name}
          display="flex"
          justifyContent="space-between"
          alignItems="center"
          gap="4"
          w="full"
        >
          <Switch.HiddenInput onBlur={field.onBlur} />
          <Stack gap="0.5" flex="1">
            <Switch.Label fontWeight="medium">{label}</Switch.Label>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
          </Stack>
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
        </Switch.Root>
      )}
    />
  );
}
