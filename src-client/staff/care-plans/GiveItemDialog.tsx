import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { SURGERY_PROCEDURES, TEST_RESULTS } from '../../../src-shared/enums';
import { inputBounds, medicalDateBounds } from '../../../src-shared/record-dates';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { formFields, noneWhenEmpty } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useShelterNow } from '../components/use-shelter-today';
import { AnimalBanner } from '../records/AnimalBanner';
import { AnimalDialogContent } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { CareItemSummary } from './CareItemSummary';
import { giveAsks, giveDefaults, giveFormSchema, type TGiveFormOutput, type TGiveFormValues } from './give-form';
import { recalledLot, rememberLot } from './lot-memory';

const F = formFields<TGiveFormValues>();

function GiveForm({ item, animal }: { item: TCarePlanItem; animal: TAnimal }) {
  const now = useShelterNow();
  const asks = giveAsks(item);
  const schema = useMemo(() => giveFormSchema(item), [item]);
  const [defaults] = useState(() => giveDefaults(item, animal, now, recalledLot(item.name)));
  const form = useForm({ resolver: zodResolver(schema), defaultValues: defaults });
  const give = trpc.carePlans.give.useMutation();
  const messages: TSaveMessages = {
    success: { title: 'Treatment given', description: `${item.name} is in ${animal.name}’s medical records.` },
    failure: { title: 'Error', description: `${item.name} was not recorded as given.` },
  };
  const save = async (details: TGiveFormOutput) => {
    const given = await give.mutateAsync({ ...details, id: item.id, version: item.version });
    if (asks.vaccine) rememberLot(item.name, { product: details.product ?? '', lotNumber: details.lotNumber ?? '', lotExpiry: details.lotExpiry ?? '' });
    return given;
  };
  return (
    <DialogForm form={form} save={save} messages={messages} submitLabel="Save">
      <AnimalBanner animal={animal} />
      <CareItemSummary item={item} today={now.date} />
      <FormSection title="Given">
        {/* The server's bounds for a medical record of the shelter's own: from the intake to today. */}
        <F.Text name="date" label="Date" type="date" required {...inputBounds(medicalDateBounds(now.date, animal.intakeDate, false))} />
        <F.Text name="time" label="Time" type="time" />
        {asks.product && <F.Text name="product" label="Product" autoComplete="off" placeholder={asks.vaccine ? 'e.g. Nobivac DHPPi' : 'e.g. Pyrantel'} />}
        {asks.product && <F.Text name="lotNumber" label="Lot Number" autoComplete="off" />}
        {asks.lotExpiry && <F.Text name="lotExpiry" label="Lot Expiry" type="date" />}
        {asks.rabies && <F.Text name="rabiesTag" label="Rabies Tag Number" required autoComplete="off" />}
        {asks.rabies && <F.Text name="veterinarian" label="Signing Veterinarian" required autoComplete="off" placeholder="e.g. Dr. Patel" />}
        {asks.testResult && (
          <F.Select name="testResult" label="Result" required options={TEST_RESULTS} placeholder="Choose the result" setValueAs={noneWhenEmpty} />
        )}
        {asks.procedure && (
          <F.Select name="procedure" label="Procedure" required options={SURGERY_PROCEDURES} placeholder="Choose the procedure" setValueAs={noneWhenEmpty} />
        )}
        <GridItem colSpan={{ md: 2 }}>
          <F.Textarea name="notes" label="Notes" rows={2} />
        </GridItem>
      </FormSection>
    </DialogForm>
  );
}

/**
 * Give: records the item as given, and its medical record (docs/domain.md#care-plans). It opens on
 * now, with what can be foreseen filled in (a surgery's procedure by the animal's sex, a vaccine's
 * lot as last given in this browser session), so for most items Save is all that is left to do.
 */
export function GiveItemDialog({ item, onClose }: { item: TCarePlanItem | null; onClose: () => void }) {
  const shown = useLastPresent(item);
  return (
    <FormDialog
      open={item !== null}
      onOpenChange={(open) => !open && onClose()}
      title={shown ? `Give ${shown.name}` : 'Give'}
      description={shown ? `${shown.itemType} for ${shown.animalName}: it is recorded in the medical records.` : undefined}
    >
      {shown && <AnimalDialogContent animalId={shown.animalId}>{(animal) => <GiveForm item={shown} animal={animal} />}</AnimalDialogContent>}
    </FormDialog>
  );
}
