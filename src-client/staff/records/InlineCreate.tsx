import { Alert, Button, Field, HStack, Input, SimpleGrid, Stack, Text, type InputProps } from '@chakra-ui/react';
import { useState, type KeyboardEvent, type ReactNode } from 'react';
import type { z } from 'zod';
import { errorMessage } from '../../shared/errors';
import { serverIssues } from '../../shared/form/field-errors';
import { useReportUnsaved } from '../components/unsaved-changes';

type TErrors = Record<string, string>;

/**
 * A record created from inside another form (a new person while processing an adoption): the
 * values typed, checked with the API's own schema, sent, and the problems under their fields or,
 * when the server's reason names no field, above them. It is not a form of its own (forms do not
 * nest): Enter in one of its boxes creates the record instead of sending the form around it.
 */
export function useInlineCreate<TValues extends Record<string, string>, TInput, TCreated>(
  schema: z.ZodType<TInput>,
  initial: TValues,
  create: (input: TInput) => Promise<TCreated>,
  onCreated: (created: TCreated) => void,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<TErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  // What is typed here is part of the dialog around it: closing it asks first, as for the form's own fields.
  useReportUnsaved(Object.entries(initial).some(([name, value]) => values[name] !== value));

  const submit = async () => {
    setRefusal(null);
    const parsed = schema.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.reverse().map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    setPending(true);
    try {
      onCreated(await create(parsed.data));
    } catch (error) {
      const placed = serverIssues(error).filter((issue) => issue.path in values);
      if (placed.length) setErrors(Object.fromEntries(placed.map((issue) => [issue.path, issue.message])));
      else setRefusal(errorMessage(error));
    } finally {
      setPending(false);
    }
  };

  return {
    values,
    errors,
    refusal,
    pending,
    submit,
    /** The props of one of its boxes: its value, and its message. */
    field: (name: keyof TValues & string) => ({
      value: values[name],
      error: errors[name],
      onChange: (value: string) => setValues((previous) => ({ ...previous, [name]: value })),
    }),
  };
}

export function InlineCreateFrame({
  title,
  submitLabel,
  pending,
  refusal,
  onSubmit,
  onCancel,
  children,
}: {
  title: string;
  submitLabel: string;
  pending: boolean;
  refusal: string | null;
  onSubmit: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement)) return;
    event.preventDefault();
    onSubmit();
  };
  return (
    <Stack role="group" aria-label={title} gap="3" p="3" borderWidth="1px" rounded="md" bg="bg.subtle" onKeyDown={onKeyDown}>
      <Text fontSize="sm" fontWeight="semibold">
        {title}
      </Text>
      {refusal && (
        <Alert.Root status="error" role="alert" size="sm">
          <Alert.Indicator />
          <Alert.Title>{refusal}</Alert.Title>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
        {children}
      </SimpleGrid>
      <HStack justify="end" gap="2">
        <Button size="xs" variant="outline" onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button size="xs" onClick={onSubmit} loading={pending} loadingText="Saving...">
          {submitLabel}
        </Button>
      </HStack>
    </Stack>
  );
}

/** One box of an inline create. */
export function InlineField({
  label,
  value,
  onChange,
  error,
  required = false,
  autoFocus = false,
  ...input
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
  required?: boolean;
  autoFocus?: boolean;
} & Pick<InputProps, 'type' | 'inputMode'>) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input size="sm" autoComplete="off" autoFocus={autoFocus} value={value} onChange={(event) => onChange(event.target.value)} {...input} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
