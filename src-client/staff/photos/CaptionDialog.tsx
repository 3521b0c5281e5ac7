import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ZPhotoUpdateInput, type TPhoto } from '../../../src-shared/schemas/photos';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useLastPresent } from '../records/use-last-present';

const ZCaptionForm = ZPhotoUpdateInput.pick({ caption: true });
type TCaptionFormValues = z.input<typeof ZCaptionForm>;
const F = formFields<TCaptionFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Caption saved', description: 'It shows under the photo here and on the portal.' },
  failure: { title: 'Error', description: 'The caption was not saved.' },
};

function CaptionForm({ photo }: { photo: TPhoto }) {
  const form = useForm({ resolver: zodResolver(ZCaptionForm), defaultValues: { caption: photo.caption ?? '' } });
  const update = trpc.photos.update.useMutation();
  return (
    <DialogForm
      form={form}
      // As of the version shown: a caption saved meanwhile by someone else is refused, not overwritten.
      save={({ caption }) => update.mutateAsync({ id: photo.id, caption, version: photo.version })}
      messages={MESSAGES}
      submitLabel="Save Caption"
    >
      <F.Textarea
        name="caption"
        label="Caption"
        rows={2}
        helperText="A few words about the photo. People who cannot see it hear the caption instead; leave it empty for none."
      />
    </DialogForm>
  );
}

/** A photo's caption, added, changed or taken away. */
export function CaptionDialog({ photo, onClose }: { photo: TPhoto | null; onClose: () => void }) {
  const shown = useLastPresent(photo);
  return (
    <FormDialog open={photo !== null} onOpenChange={(open) => !open && onClose()} title="Photo Caption" size="md">
      {shown && <CaptionForm photo={shown} />}
    </FormDialog>
  );
}
