import { trpc } from '../../../shared/trpc';
import { formFields, idOrNone } from '../../../shared/form/FormFields';
import type { TOutcomeFormValues } from './outcome-form';

const F = formFields<TOutcomeFormValues>();

/** Who performed and who authorized a euthanasia (admins, vets, certified staff), with the drug and dose. */
export function EuthanasiaFields() {
  const euthanizers = trpc.journey.euthanizers.useQuery();
  const people = (euthanizers.data?.people ?? []).map((person) => ({ value: String(person.id), label: person.name }));
  return (
    <>
      <F.Select name="performedByUserId" label="Performed By" options={people} placeholder="Choose…" required setValueAs={idOrNone} />
      <F.Select name="authorizedByUserId" label="Authorized By" options={people} placeholder="Choose…" required setValueAs={idOrNone} />
      <F.Text name="drug" label="Drug" required autoComplete="off" placeholder="e.g. Pentobarbital sodium" />
      <F.Text name="dose" label="Dose" required autoComplete="off" placeholder="e.g. 6 mL IV" />
    </>
  );
}
