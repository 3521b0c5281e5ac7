import { Flex, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TOrganization, TOrganizationDetail } from '../../../src-shared/schemas/people';
import { chosenId } from '../../shared/form/chosen-id';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { OrganizationPicker, type TPickedOrganization } from './OrganizationPicker';
import { OrganizationSummary } from './OrganizationSummary';

const ZMergeForm = z.object({ duplicateId: chosenId('Choose the duplicate to merge') });
type TMergeForm = z.input<typeof ZMergeForm>;

const MESSAGES: TSaveMessages = {
  success: { title: 'Duplicate merged', description: 'Its transfers and contacts now belong to this organization.' },
  failure: { title: 'Error', description: 'The duplicate was not merged.' },
};

/** What a merge does, said before it is done. */
function mergeConsequence(kept: Pick<TOrganization, 'name'>, duplicate: Pick<TOrganization, 'name'>): string {
  return `${duplicate.name}’s transfers in and out and its contacts move to ${kept.name}, which keeps its own details and gains any that were blank. The duplicate record is then removed.`;
}

function MergeForm({ organization }: { organization: TOrganizationDetail }) {
  const form = useForm<TMergeForm, unknown, z.output<typeof ZMergeForm>>({ resolver: zodResolver(ZMergeForm), defaultValues: { duplicateId: null } });
  const { field, fieldState } = useController({ control: form.control, name: 'duplicateId' });
  const [duplicate, setDuplicate] = useState<TPickedOrganization | null>(null);
  const merge = trpc.organizations.merge.useMutation();
  // The picker lists organizations by name; the comparison needs their transfers and contacts.
  const chosen = trpc.organizations.get.useQuery({ id: duplicate?.id ?? 0 }, { enabled: duplicate !== null });
  return (
    <DialogForm
      form={form}
      save={({ duplicateId }) => merge.mutateAsync({ id: organization.id, duplicateId, version: organization.version })}
      messages={MESSAGES}
      submitLabel="Merge"
    >
      <OrganizationPicker
        label="Duplicate"
        value={duplicate}
        onChange={(next) => {
          setDuplicate(next);
          field.onChange(next?.id ?? null);
        }}
        exclude={organization.id}
        creatable={false}
        offerOutOfUse
        required
        errorText={fieldState.error?.message}
      />
      {duplicate && chosen.data && (
        <>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <OrganizationSummary organization={organization} caption="Kept" />
            <OrganizationSummary organization={chosen.data} caption="Merged in, then removed" />
          </Flex>
          <Text fontSize="sm">{mergeConsequence(organization, chosen.data)}</Text>
        </>
      )}
    </DialogForm>
  );
}

/** Merge a duplicate into this organization (admins): pick the other record, see both, confirm. */
export function MergeOrganizationDialog({
  organization,
  open,
  onOpenChange,
}: {
  organization: TOrganizationDetail;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Merge a Duplicate" description={`Another record of ${organization.name}, merged into this one.`}>
      <MergeForm organization={organization} />
    </FormDialog>
  );
}
