import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZDocumentUpdateInput, type TDocument } from '../../../src-shared/schemas/photos';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useLastPresent } from '../records/use-last-present';

const ZRenameForm = ZDocumentUpdateInput.pick({ title: true });
type TRenameFormValues = z.input<typeof ZRenameForm>;
const F = formFields<TRenameFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Document renamed', description: 'The list shows its new title.' },
  failure: { title: 'Error', description: 'The document was not renamed.' },
};

function RenameForm({ document }: { document: TDocument }) {
  const form = useForm({ resolver: zodResolver(ZRenameForm), defaultValues: { title: document.title } });
  const update = trpc.documents.rename.useMutation();
  return (
    <DialogForm
      form={form}
      // As of the version shown: a title saved meanwhile by someone else is refused, not overwritten.
      save={({ title }) => update.mutateAsync({ id: document.id, title, version: document.version })}
      messages={MESSAGES}
      submitLabel="Save Title"
    >
      <F.Text name="title" label="Title" required autoComplete="off" />
    </DialogForm>
  );
}

/** Renames a document: its title in the list (the file keeps its name). */
export function RenameDocumentDialog({ document, onClose }: { document: TDocument | null; onClose: () => void }) {
  const shown = useLastPresent(document);
  return (
    <FormDialog
      open={document !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Rename Document"
      description={shown ? `The file ${shown.fileName} keeps its name.` : undefined}
      size="md"
    >
      {shown && <RenameForm document={shown} />}
    </FormDialog>
  );
}
