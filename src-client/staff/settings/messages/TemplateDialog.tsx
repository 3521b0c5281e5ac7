import { Alert, Box, Button, Field, Flex, Heading, Input, SimpleGrid, Stack, Text, Textarea, Wrap } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcwIcon } from 'lucide-react';
import { useEffect, useState, type FocusEvent } from 'react';
import { useForm, useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { type TMessagePreview, type TMessageTemplate, type TMessageTemplateKind, ZMessageTemplateUpdate } from '../../../../src-shared/schemas/messages';
import { errorMessage } from '../../../shared/errors';
import { writesNothing } from '../../../shared/query-client';
import { fieldErrorMessage } from '../../../shared/form/field-errors';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../../components/DialogForm';
import { FormDialog } from '../../components/FormDialog';
import { ConfirmDialog } from '../../records/ConfirmDialog';
import { useDebouncedValue } from '../../records/use-debounced-value';
import { useLastPresent } from '../../records/use-last-present';
import { MESSAGE_KIND_LABELS } from './message-words';
import { SandboxedHtml } from './SandboxedHtml';

const ZTemplateForm = ZMessageTemplateUpdate.pick({ subject: true, body: true });
type TTemplateForm = z.input<typeof ZTemplateForm>;
type TTemplateField = keyof TTemplateForm;

/** How long typing pauses before the preview is asked for: one preview per pause, not per key. */
const PREVIEW_DELAY_MS = 400;

const MESSAGES: TSaveMessages = {
  success: { title: 'Template saved', description: 'Messages written from now on use it.' },
  failure: { title: 'Error', description: 'The template was not saved.' },
};

/**
 * The subject and body, and the placeholders the message fills: a click puts one where the cursor
 * was in the field last typed in (the body, at first).
 */
function TemplateFields({ placeholders }: { placeholders: readonly string[] }) {
  const {
    register,
    getValues,
    setValue,
    formState: { errors },
  } = useFormContext<TTemplateForm>();
  // The field last typed in, and its element, whose cursor says where a placeholder goes.
  const [last, setLast] = useState<{ name: TTemplateField; element: HTMLInputElement | HTMLTextAreaElement } | null>(null);
  const bind = (name: TTemplateField) => ({
    ...register(name),
    onFocus: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => setLast({ name, element: event.currentTarget }),
  });
  const insert = (placeholder: string) => {
    const name = last?.name ?? 'body';
    const text = getValues(name);
    const token = `{${placeholder}}`;
    const start = last?.element.selectionStart ?? text.length;
    const end = last?.element.selectionEnd ?? text.length;
    setValue(name, `${text.slice(0, start)}${token}${text.slice(end)}`, { shouldDirty: true, shouldValidate: true });
    last?.element.focus();
    last?.element.setSelectionRange(start + token.length, start + token.length);
  };
  const subjectError = fieldErrorMessage(errors, 'subject');
  const bodyError = fieldErrorMessage(errors, 'body');
  return (
    <Stack gap="4">
      <Field.Root invalid={Boolean(subjectError)} required>
        <Field.Label>
          Subject
          <Field.RequiredIndicator />
        </Field.Label>
        <Input autoComplete="off" {...bind('subject')} />
        <Field.ErrorText>{subjectError}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(bodyError)} required>
        <Field.Label>
          Body
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea rows={14} autoresize maxH="96" {...bind('body')} />
        {!bodyError && <Field.HelperText>Paragraphs are separated by a blank line; web addresses become links in the HTML part.</Field.HelperText>}
        <Field.ErrorText>{bodyError}</Field.ErrorText>
      </Field.Root>
      <Stack gap="2" as="section" aria-label="Placeholders">
        <Text fontSize="sm" color="fg.muted">
          Placeholders this message fills (click to insert):
        </Text>
        <Wrap gap="2">
          {placeholders.map((name) => (
            <Button key={name} size="xs" variant="outline" fontFamily="mono" onClick={() => insert(name)} aria-label={`Insert {${name}}`}>
              {`{${name}}`}
            </Button>
          ))}
        </Wrap>
      </Stack>
    </Stack>
  );
}

/** What the template gives with sample data, asked of the server once typing pauses. */
function TemplatePreview({ kind }: { kind: TMessageTemplateKind }) {
  const { control } = useFormContext<TTemplateForm>();
  const [subject, body] = useWatch({ control, name: ['subject', 'body'] });
  const settledSubject = useDebouncedValue(subject, PREVIEW_DELAY_MS);
  const settledBody = useDebouncedValue(body, PREVIEW_DELAY_MS);
  const complete = settledSubject.trim() !== '' && settledBody.trim() !== '';
  // A mutation, as the body may be longer than an address holds; it writes nothing (writesNothing).
  const preview = trpc.messageTemplates.preview.useMutation(writesNothing);
  const { mutate } = preview;
  const [shown, setShown] = useState<TMessagePreview>();
  useEffect(() => {
    if (complete) mutate({ kind, subject: settledSubject, body: settledBody }, { onSuccess: setShown });
  }, [complete, kind, settledSubject, settledBody, mutate]);
  return (
    <Stack as="section" gap="3" aria-label="Preview" aria-busy={preview.isPending} minW="0">
      <Heading as="h3" size="sm">
        Preview, with sample details
      </Heading>
      {preview.isError && (
        <Alert.Root status="warning" variant="subtle">
          <Alert.Indicator />
          <Alert.Description>The preview could not be made: {errorMessage(preview.error)}</Alert.Description>
        </Alert.Root>
      )}
      {!complete && <Text color="fg.muted">A subject and a body are needed for a preview.</Text>}
      {shown && (
        <>
          <Box>
            <Text fontSize="xs" color="fg.muted">
              Subject
            </Text>
            <Text fontWeight="medium" wordBreak="break-word" data-testid="preview-subject">
              {shown.subject}
            </Text>
          </Box>
          <Box
            as="pre"
            whiteSpace="pre-wrap"
            wordBreak="break-word"
            fontFamily="inherit"
            fontSize="sm"
            bg="bg.subtle"
            p="3"
            rounded="md"
            maxH="60"
            overflowY="auto"
          >
            {shown.text}
          </Box>
          <SandboxedHtml html={shown.html} title="Preview of the HTML part" />
        </>
      )}
    </Stack>
  );
}

/** Restore default: the shipped subject and body replace the shelter's own, after asking. */
function RestoreDefault({ kind, form }: { kind: TMessageTemplateKind; form: UseFormReturn<TTemplateForm, unknown, unknown> }) {
  const reset = trpc.messageTemplates.reset.useMutation();
  const [asking, setAsking] = useState(false);
  const restore = async () => {
    try {
      const restored: TMessageTemplate = await reset.mutateAsync({ kind });
      form.reset({ subject: restored.subject, body: restored.body });
      notify('success', { title: 'Default restored', description: `${MESSAGE_KIND_LABELS[kind]} says again what it said at first.` });
    } catch (error) {
      notify('error', { title: 'Error', description: errorMessage(error) });
    } finally {
      setAsking(false);
    }
  };
  return (
    <Flex gap="3" align="center" justify="space-between" wrap="wrap" bg="bg.subtle" p="3" rounded="md">
      <Text fontSize="sm">This message has been changed from its default text.</Text>
      <Button size="sm" variant="outline" onClick={() => setAsking(true)}>
        <RotateCcwIcon />
        Restore default
      </Button>
      <ConfirmDialog
        open={asking}
        title="Restore the default text?"
        description={`${MESSAGE_KIND_LABELS[kind]} gets back its default subject and body; the shelter’s wording is replaced.`}
        confirmLabel="Restore default"
        destructive
        busy={reset.isPending}
        onConfirm={() => void restore()}
        onCancel={() => setAsking(false)}
      />
    </Flex>
  );
}

function TemplateForm({ template }: { template: TMessageTemplate }) {
  const form = useForm({ resolver: zodResolver(ZTemplateForm), defaultValues: { subject: template.subject, body: template.body } });
  const update = trpc.messageTemplates.save.useMutation();
  return (
    <DialogForm form={form} save={(values) => update.mutateAsync({ kind: template.kind, ...values })} messages={MESSAGES} submitLabel="Save Template">
      {template.customized && <RestoreDefault kind={template.kind} form={form} />}
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
        <TemplateFields placeholders={template.placeholders} />
        <TemplatePreview kind={template.kind} />
      </SimpleGrid>
    </DialogForm>
  );
}

/** Editing one message's template (admins), its preview beside it; closing with unsaved changes asks first. */
export function TemplateDialog({ template, onClose }: { template: TMessageTemplate | null; onClose: () => void }) {
  const shown = useLastPresent(template);
  return (
    <FormDialog
      open={template !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? MESSAGE_KIND_LABELS[shown.kind] : 'Template'}
      description="The subject and text of this message. Placeholders are filled in when it is written."
      size="xl"
    >
      {shown && <TemplateForm key={shown.kind} template={shown} />}
    </FormDialog>
  );
}
