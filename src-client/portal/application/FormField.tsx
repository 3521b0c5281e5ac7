import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A labelled field with its message underneath (docs/domain.md#validation). The message is given as the
 * field's helper text, because that is what Chakra links with aria-describedby, which every
 * screen reader reads with the field (its error text is linked only by aria-errormessage, which
 * several do not). It is a darker red than Chakra's fg.error (3.8:1) to meet AA contrast.
 * Field.Root also ties the label to the control and sets aria-invalid.
 */
export function FormField({ label, error, optional = false, children }: { label: string; error?: string; optional?: boolean; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={!optional}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error && (
        <Field.HelperText color="red.700" aria-live="polite">
          {error}
        </Field.HelperText>
      )}
    </Field.Root>
  );
}
