import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ZVoidQuery } from '../../../src-shared/schemas/fields';
import { formFields } from '../../shared/form/FormFields';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';

const ZVoidForm = z.object({ reason: ZVoidQuery.shape.reason });
type TVoidFormValues = z.input<typeof ZVoidForm>;
const F = formFields<TVoidFormValues>();

/**
 * Voids a record entered in error (docs/architecture.md#lists): the reason is asked for and kept
 * with the record, which leaves the lists and figures but stays in the audit trail.
 */
export function VoidRecordDialog({
  open,
  onOpenChange,
  title,
  description = 'For a record entered in error. It leaves the lists and figures; the audit trail keeps it.',
  submitLabel = 'Void Record',
  summary,
  messages,
  onVoid,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  /** What voiding this record does, under the title. */
  description?: string;
  submitLabel?: string;
  /** Which record this is, in a line. */
  summary: ReactNode;
  messages: TSaveMessages;
  onVoid: (reason: string) => Promise<unknown>;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title} description={description} size="md">
      <VoidForm summary={summary} messages={messages} submitLabel={submitLabel} onVoid={onVoid} />
    </FormDialog>
  );
}

function VoidForm({
  summary,
  messages,
  submitLabel,
  onVoid,
}: {
  summary: ReactNode;
  messages: TSaveMessages;
  submitLabel: string;
  onVoid: (reason: string) => Promise<unknown>;
}) {
  const form = useForm({ resolver: zodResolver(ZVoidForm), defaultValues: { reason: '' } });
  return (
    <DialogForm form={form} save={({ reason }) => onVoid(reason)} messages={messages} submitLabel={submitLabel}>
      <Text fontSize="sm">{summary}</Text>
      <F.Textarea name="reason" label="Reason" required helperText="For example: entered twice, or entered for the wrong animal." rows={2} />
    </DialogForm>
  );
}
