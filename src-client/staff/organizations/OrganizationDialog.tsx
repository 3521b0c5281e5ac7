import { GridItem } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ORGANIZATION_KINDS } from '../../../src-shared/people';
import { ZOrganizationCreateInput, type TOrganization, type TOrganizationCreate } from '../../../src-shared/schemas/people';
import { formFields } from '../../shared/form/FormFields';
import { trpc } from '../../shared/trpc';
import { FormSection } from '../animals/form/FormSection';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { useMay } from '../session/use-may';
import { SwitchField } from '../settings/SwitchField';
import { organizationFormDefaults, type TOrganizationFormValues } from './organization-form';

const F = formFields<TOrganizationFormValues>();
const wide = { md: 2 } as const;

const MESSAGES = {
  create: {
    success: { title: 'Organization added', description: 'The organization’s record has been created.' },
    failure: { title: 'Error', description: 'There was an error adding the organization.' },
  },
  update: {
    success: { title: 'Organization updated', description: 'The changes have been saved.' },
    failure: { title: 'Error', description: 'There was an error saving the organization.' },
  },
} satisfies Record<string, TSaveMessages>;

function OrganizationForm({ organization }: { organization: TOrganization | null }) {
  // The coalition decides the Asilomar table's rows: the server lets only admins move an organization in or out.
  const mayChangeCoalition = useMay('admin');
  const form = useForm<TOrganizationFormValues, unknown, TOrganizationCreate>({
    resolver: zodResolver(ZOrganizationCreateInput),
    defaultValues: organizationFormDefaults(organization ?? undefined),
  });
  const create = trpc.organizations.create.useMutation();
  const update = trpc.organizations.update.useMutation();
  return (
    <DialogForm
      form={form}
      // The version read: an organization changed meanwhile by someone else is refused, not overwritten.
      save={(values) => (organization ? update.mutateAsync({ ...values, id: organization.id, version: organization.version }) : create.mutateAsync(values))}
      messages={organization ? MESSAGES.update : MESSAGES.create}
      submitLabel={organization ? 'Save Changes' : 'Add Organization'}
    >
      <FormSection title="Organization">
        <GridItem colSpan={wide}>
          <F.Text name="name" label="Name" required autoComplete="off" />
        </GridItem>
        <F.Select name="kind" label="Kind" options={ORGANIZATION_KINDS} />
      </FormSection>
      {mayChangeCoalition && (
        <SwitchField<TOrganizationFormValues>
          name="inCoalition"
          label="In community coalition"
          description="A shelter or rescue of the community coalition: its transfers count as the coalition’s in the Asilomar report."
        />
      )}
      <SwitchField<TOrganizationFormValues>
        name="active"
        label="In use"
        description="Offered when a form names an organization; one out of use stays on the records that name it."
      />
      <FormSection title="Contact">
        <F.Text name="email" label="E-mail" type="email" inputMode="email" autoComplete="off" />
        <F.Text name="phone" label="Phone" type="tel" inputMode="tel" autoComplete="off" />
        <GridItem colSpan={wide}>
          <F.Textarea name="address" label="Address" rows={2} />
        </GridItem>
      </FormSection>
      <F.Textarea name="notes" label="Notes" rows={3} />
    </DialogForm>
  );
}

/** New organization, or Edit of one: a shelter or rescue, a vet clinic or another, and how to reach it. */
export function OrganizationDialog({
  organization,
  open,
  onOpenChange,
}: {
  organization: TOrganization | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={organization ? `Edit ${organization.name}` : 'New Organization'}
      description={
        organization ? 'Change the organization’s details; its transfers and contacts keep pointing at it.' : 'A shelter or rescue, a vet clinic, or another.'
      }
    >
      <OrganizationForm organization={organization} />
    </FormDialog>
  );
}
