import { Flex, Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { z } from 'zod';
import type { TPerson } from '../../../src-shared/schemas/people';
import { chosenId } from '../../shared/form/chosen-id';
import { trpc } from '../../shared/trpc';
import { DialogForm, type TSaveMessages } from '../components/DialogForm';
import { FormDialog } from '../components/FormDialog';
import { PersonPicker, type TPickedPerson } from './PersonPicker';
import { PersonSummary } from './PersonSummary';

const ZMergeForm = z.object({ duplicateId: chosenId('Choose the duplicate to merge') });
type TMergeForm = z.input<typeof ZMergeForm>;

const MESSAGES: TSaveMessages = {
  success: { title: 'Duplicate merged', description: 'Its history now belongs to this person.' },
  failure: { title: 'Error', description: 'The duplicate was not merged.' },
};

/** What a merge does, said before it is done. */
export function mergeConsequence(kept: Pick<TPerson, 'name'>, duplicate: Pick<TPerson, 'name'>): string {
  return `${duplicate.name}’s applications, adoptions, placements, intakes and donations move to ${kept.name}, who keeps their own details and gains any that were blank. The duplicate record is then removed.`;
}

function MergeForm({ person }: { person: TPerson }) {
  const form = useForm<TMergeForm, unknown, z.output<typeof ZMergeForm>>({ resolver: zodResolver(ZMergeForm), defaultValues: { duplicateId: null } });
  const { field, fieldState } = useController({ control: form.control, name: 'duplicateId' });
  const [duplicate, setDuplicate] = useState<TPickedPerson | null>(null);
  const merge = trpc.people.merge.useMutation();
  // The picker lists people with their details; the comparison needs them all.
  const chosen = trpc.people.get.useQuery({ id: duplicate?.id ?? 0 }, { enabled: duplicate !== null });
  return (
    <DialogForm
      form={form}
      save={({ duplicateId }) => merge.mutateAsync({ id: person.id, duplicateId, version: person.version })}
      messages={MESSAGES}
      submitLabel="Merge"
    >
      <PersonPicker
        label="Duplicate"
        value={duplicate}
        onChange={(next) => {
          setDuplicate(next);
          field.onChange(next?.id ?? null);
        }}
        exclude={person.id}
        creatable={false}
        required
        errorText={fieldState.error?.message}
      />
      {duplicate && chosen.data && (
        <>
          <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
            <PersonSummary person={person} caption="Kept" />
            <PersonSummary person={chosen.data} caption="Merged in, then removed" />
          </Flex>
          <Text fontSize="sm">{mergeConsequence(person, chosen.data)}</Text>
        </>
      )}
    </DialogForm>
  );
}

/** Merge a duplicate into this person (admins): pick the other record, see both, confirm. */
export function MergePersonDialog({ person, open, onOpenChange }: { person: TPerson; open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title="Merge a Duplicate" description={`Another record of ${person.name}, merged into this one.`}>
      <MergeForm person={person} />
    </FormDialog>
  );
}
