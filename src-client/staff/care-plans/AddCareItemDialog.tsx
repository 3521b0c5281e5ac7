import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { CARE_ITEM_TYPES } from '../../../src-shared/enums';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { ZCarePlanItemCreateInput } from '../../../src-shared/schemas/care-plans';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterToday } from '../components/use-shelter-today';

type TItemFormValues = z.input<typeof ZCarePlanItemCreateInput>;
const F = formFields<TItemFormValues>();

const MESSAGES: TSaveMessages = {
  success: { title: 'Care plan item added', description: 'It is in the care plan and on the due list.' },
  failure: { title: 'Error', description: 'The item was not added to the care plan.' },
};

/** The names the protocols give items of a type ("DHPP", "Rabies"), offered as staff type. */
function useStepNames(itemType: string): string[] {
  const protocols = trpc.protocols.list.useQuery();
  const steps = (protocols.data ?? []).flatMap((protocol) => protocol.steps).filter((step) => step.itemType === itemType);
  return [...new Set(steps.map((step) => step.name))].sort();
}

function ItemForm({ animal }: { animal: TAnimal }) {
  const defaults: TItemFormValues = { animalId: animal.id, itemType: 'Vaccination', name: '', dueDate: useShelterToday() };
  const form = useForm({ resolver: zodResolver(ZCarePlanItemCreateInput), defaultValues: defaults });
  const add = trpc.carePlans.addItem.useMutation();
  const names = useStepNames(useWatch({ control: form.control, name: 'itemType' }));
  return (
    <DialogForm form={form} save={(item) => add.mutateAsync(item)} messages={MESSAGES} submitLabel="Add Item">
      <FormSection title="Item">
        <F.Select name="itemType" label="Type" options={CARE_ITEM_TYPES} />
        <F.Text name="dueDate" label="Due Date" type="date" required />
        <GridItem colSpan={{ md: 2 }}>
          <F.Text name="name" label="Name" required autoComplete="off" placeholder="e.g. Bordetella" suggestions={names} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/** Add Item: one vaccination, test, treatment or examination on the animal's plan, due on a day. */
export function AddCareItemDialog({ animal, open, onClose }: { animal: TAnimal; open: boolean; onClose: () => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title="Add Care Plan Item"
      description={`A vaccination, test or treatment ${animal.name} is due, outside the protocol.`}
      size="md"
    >
      <ItemForm animal={animal} />
    </FormDialog>
  );
}
