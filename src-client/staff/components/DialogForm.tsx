import { Alert, Button, chakra, Dialog, Stack, useDialogContext } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { FormProvider, type FieldValues, type UseFormReturn } from 'react-hook-form';
import { errorMessage } from '../../shared/errors';
import { applyServerIssues } from '../../shared/form/field-errors';
import { notify, type TToastMessage } from '../../shared/toaster';
import { useReportUnsaved } from './unsaved-changes';

/**
 * What `save` answers when it asked staff a question instead of saving (a double booking's "Book
 * anyway?"): the dialog stays open, with no toast.
 */
export const ASKED_INSTEAD = Symbol('asked instead of saving');

export interface TSaveMessages {
  success: TToastMessage;
  failure: TToastMessage;
}

/**
 * The form inside a FormDialog, with the behaviour every create dialog has (docs/domain.md#screens):
 * on success a success toast, the form resets and the dialog closes; on failure the dialog stays
 * open with an error toast and everything typed. The server's reason is shown too: under the field
 * it concerns, or in a box above the fields (a stale edit, a refused status change), so staff know
 * what to fix. While it holds changes, closing the dialog otherwise than by saving asks first.
 */
export function DialogForm<TValues extends FieldValues, TOutput>({
  form,
  save,
  messages,
  submitLabel,
  onBack,
  destructive = false,
  children,
}: {
  form: UseFormReturn<TValues, unknown, TOutput>;
  save: (values: TOutput) => Promise<unknown>;
  messages: TSaveMessages;
  submitLabel: string;
  /** A step within a larger dialog (a decision confirmed): Back returns to it, where Cancel would close it. */
  onBack?: () => void;
  /** The submit in red, for a step that cannot be undone. */
  destructive?: boolean;
  children: ReactNode;
}) {
  const dialog = useDialogContext();
  const [refusal, setRefusal] = useState<string | null>(null);
  const pending = form.formState.isSubmitting;
  const unsaved = useReportUnsaved(form.formState.isDirty);

  const submit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      if ((await save(values)) === ASKED_INSTEAD) return;
    } catch (error) {
      console.warn(`${messages.failure.description ?? messages.failure.title}`, error);
      notify('error', messages.failure);
      const placed = applyServerIssues(error, Object.keys(form.getValues()), form.setError);
      if (!placed) setRefusal(errorMessage(error));
      return;
    }
    notify('success', messages.success);
    unsaved.saved();
    form.reset();
    dialog.setOpen(false);
  });

  return (
    <FormProvider {...form}>
      {/* display: contents keeps body and footer in the dialog's own layout, so the body scrolls. */}
      <chakra.form display="contents" noValidate onSubmit={submit}>
        <Dialog.Body>
          <Stack gap="5">
            {refusal && (
              <Alert.Root status="error" role="alert">
                <Alert.Indicator />
                <Alert.Title>{refusal}</Alert.Title>
              </Alert.Root>
            )}
            {children}
          </Stack>
        </Dialog.Body>
        <Dialog.Footer borderTopWidth="1px" pt="4">
          {onBack ? (
            <Button variant="outline" disabled={pending} onClick={onBack}>
              Back
            </Button>
          ) : (
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" disabled={pending}>
                Cancel
              </Button>
            </Dialog.ActionTrigger>
          )}
          <Button type="submit" loading={pending} loadingText="Saving..." colorPalette={destructive ? 'red' : undefined}>
            {submitLabel}
          </Button>
        </Dialog.Footer>
      </chakra.form>
    </FormProvider>
  );
}
