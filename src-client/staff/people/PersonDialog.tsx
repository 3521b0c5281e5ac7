import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { SPECIES } from '../../../src-shared/enums';
import { ZFosterAgeGroup, type TPerson } from '../../../src-shared/schemas/people';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { OrganizationField } from '../organizations/OrganizationField';
import { personFormDefaults, ZPersonForm, type TPersonFormOutput, type TPersonFormValues } from './person-form';

const F = formFields<TPersonFormValues>();
const wide = { md: 2 } as const;

const MESSAGES = {
  create: {
    success: { title: 'Person added', description: 'The person’s record has been created.' },
    failure: { title: 'Error', description: 'There was an error adding the person.' },
  },
  update: {
    success: { title: 'Person updated', description: 'The changes have been saved.' },
    failure: { title: 'Error', description: 'There was an error saving the person.' },
  },
} satisfies Record<string, TSaveMessages>;

function PersonForm({ person }: { person: TPerson | null }) {
  const form = useForm<TPersonFormValues, unknown, TPersonFormOutput>({
    resolver: zodResolver(ZPersonForm),
    defaultValues: personFormDefaults(person ?? undefined),
  });
  const create = trpc.people.create.useMutation();
  const update = trpc.people.update.useMutation();
  const doNotAdopt = useWatch({ control: form.control, name: 'doNotAdopt' });
  const organization = person?.organizationId ? { id: person.organizationId, name: person.organizationName ?? '' } : null;
  return (
    <DialogForm
      form={form}
      // The version read: a person changed meanwhile by someone else is refused, not overwritten.
      save={(values) => (person ? update.mutateAsync({ ...values, id: person.id, version: person.version }) : create.mutateAsync(values))}
      messages={person ? MESSAGES.update : MESSAGES.create}
      submitLabel={person ? 'Save Changes' : 'Add Person'}
    >
      <FormSection title="Contact">
        <GridItem colSpan={wide}>
          <F.Text name="name" label="Name" required autoComplete="off" />
        </GridItem>
        <F.Text name="email" label="E-mail" type="email" inputMode="email" autoComplete="off" />
        <F.Text name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="off" />
        <F.Text name="altPhone" label="Other Phone" type="tel" inputMode="tel" autoComplete="off" />
        <OrganizationField<TPersonFormValues> name="organizationId" label="Organization" initial={organization} />
        <GridItem colSpan={wide}>
          <F.Textarea name="address" label="Address" rows={2} />
        </GridItem>
      </FormSection>
      <FormSection title="Adoption">
        <GridItem colSpan={wide}>
          <F.Checkbox name="doNotAdopt" label="Do not adopt: the shelter will not place an animal with this person" />
        </GridItem>
        {doNotAdopt && (
          <GridItem colSpan={wide}>
            <F.Textarea name="doNotAdoptReason" label="Why" required rows={2} helperText="Staff who meet the person read this." />
          </GridItem>
        )}
      </FormSection>
      <FormSection title="Foster Home">
        <F.Text name="fosterApprovedOn" label="Approved On" type="date" helperText="Empty while not approved as a foster home." />
        <F.Text name="fosterCapacity" label="Capacity" inputMode="numeric" autoComplete="off" helperText="Animals at a time; empty for no limit." />
        <F.CheckboxGroup name="fosterSpecies" label="Species Accepted" options={SPECIES} />
        <F.CheckboxGroup name="fosterAgeGroups" label="Ages Accepted" options={ZFosterAgeGroup.options} />
      </FormSection>
      <FormSection title="Volunteer">
        <GridItem colSpan={wide}>
          <F.Checkbox name="volunteerActive" label="Active volunteer" />
        </GridItem>
      </FormSection>
      <F.Textarea name="notes" label="Notes" rows={3} />
    </DialogForm>
  );
}

/** New person, or Edit of one: every detail of their record (docs/domain.md#people). */
export function PersonDialog({ person, open, onOpenChange }: { person: TPerson | null; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={person ? `Edit ${person.name}` : 'New Person'}
      description={person ? 'Change the person’s details; their records keep pointing at them.' : 'An adopter, foster, owner, finder, volunteer or donor.'}
    >
      <PersonForm person={person} />
    </FormDialog>
  );
}
