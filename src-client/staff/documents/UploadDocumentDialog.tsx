import { Field, HStack, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { FileTextIcon } from 'lucide-react';
import { Controller, useForm, useFormContext } from 'react-hook-form';
import { z } from 'zod';
import { optionalText } from '../../../src-shared/schemas/fields';
import { DOCUMENT_MAX_BYTES, type TDocument } from '../../../src-shared/schemas/photos';
import { formFields } from '../../shared/form/FormFields';
import { fieldErrorMessage } from '../../shared/form/field-errors';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { fileSize } from '../uploads/file-size';
import { FileDrop } from '../uploads/FileDrop';
import { sendFiles } from '../uploads/send-files';
import { documentsPath, type TDocumentOwner } from './document-owner';

const MAX_MB = DOCUMENT_MAX_BYTES / (1024 * 1024);

/**
 * The file is checked here for its size only: a larger one would be sent whole before the server
 * refused it. Whether it is a PDF or an image the server reads from its bytes.
 */
const ZUploadForm = z.object({
  title: optionalText(200),
  file: z
    .custom<File>((value) => value instanceof File, 'Choose a file to upload')
    .refine((file) => file.size <= DOCUMENT_MAX_BYTES, { error: `The file is larger than ${MAX_MB} MB` }),
});
type TUploadFormValues = z.input<typeof ZUploadForm>;
const F = formFields<TUploadFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Document uploaded', description: 'It is listed with the others.' },
  failure: { title: 'Error', description: 'The document was not uploaded.' },
};

/** The file field: dropped or chosen, then named with its size; its message under it. */
function FileField() {
  const {
    control,
    formState: { errors },
  } = useFormContext<TUploadFormValues>();
  const message = fieldErrorMessage(errors, 'file');
  return (
    <Controller
      control={control}
      name="file"
      render={({ field }) => (
        <Field.Root invalid={Boolean(message)} required>
          <Field.Label>
            File
            <Field.RequiredIndicator />
          </Field.Label>
          <FileDrop
            chooseLabel={field.value ? 'Choose Another File' : 'Choose File'}
            hint={`Drop a file here, or choose one: a PDF or an image, up to ${MAX_MB} MB.`}
            accept="application/pdf,image/*"
            onFiles={([file]) => field.onChange(file)}
          />
          {field.value instanceof File && (
            <HStack gap="2" pt="1">
              <FileTextIcon aria-hidden size="16" />
              <Text fontSize="sm" wordBreak="break-all">
                {field.value.name}
                <Text as="span" color="fg.muted">
                  {' '}
                  · {fileSize(field.value.size)}
                </Text>
              </Text>
            </HStack>
          )}
          <Field.ErrorText>{message}</Field.ErrorText>
        </Field.Root>
      )}
    />
  );
}

function UploadDocumentForm({ owner }: { owner: TDocumentOwner }) {
  const form = useForm({ resolver: zodResolver(ZUploadForm), defaultValues: { title: '', file: undefined } });
  // A write like any other: once it is done every screen's data is fetched again (shared/query-client.ts).
  const upload = useMutation({
    mutationFn: ({ title, file }: z.output<typeof ZUploadForm>) => {
      const body = new FormData();
      if (title) body.append('title', title);
      body.append('file', file, file.name);
      return sendFiles<TDocument>(documentsPath(owner), body);
    },
  });
  return (
    <DialogForm form={form} save={(values) => upload.mutateAsync(values)} messages={MESSAGES} submitLabel="Upload Document">
      <FileField />
      <F.Text
        name="title"
        label="Title"
        helperText="What it is, for example “Vet record from previous owner”. The file’s name when left empty."
        autoComplete="off"
      />
    </DialogForm>
  );
}

/** Upload Document: one file (a PDF or an image) on an animal or a person, with an optional title. */
export function UploadDocumentDialog({ owner, ownerName, open, onClose }: { owner: TDocumentOwner; ownerName: string; open: boolean; onClose: () => void }) {
  return (
    <FormDialog open={open} onOpenChange={(next) => !next && onClose()} title="Upload Document" description={`A document about ${ownerName}.`} size="md">
      <UploadDocumentForm owner={owner} />
    </FormDialog>
  );
}
