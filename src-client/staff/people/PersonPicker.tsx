import { Button, Combobox, Flex, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { UserPlusIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { ZPersonCreateInput, type TPerson } from '../../../src-shared/schemas/people';
import { trpc } from '../../shared/trpc';
import { CHOICES_LIMIT } from '../records/animal-choices';
import { InlineCreateFrame, InlineField, useInlineCreate } from '../records/InlineCreate';
import { SearchCombobox, useCreatableSearch } from '../records/SearchCombobox';
import { useMay } from '../session/use-may';
import { DoNotAdoptAlert, DoNotAdoptBadge } from './PersonBadges';

/**
 * A person as a picker holds them: who they are and, when the list gave them, their flag and how
 * to reach them (a record's link gives only the id and the name).
 */
export type TPickedPerson = Pick<TPerson, 'id' | 'name'> & Partial<Pick<TPerson, 'doNotAdopt' | 'doNotAdoptReason' | 'email' | 'phone'>>;

/** How to reach a person, e-mail then phone, on one line ('' when neither is known or shown). */
export const contactLine = (person: Partial<Pick<TPerson, 'email' | 'phone'>>) => [person.email, person.phone].filter(Boolean).join(' · ');

const personKey = (person: TPickedPerson) => person.id;
const personName = (person: TPickedPerson) => person.name;

function PersonOption({ person }: { person: TPickedPerson }) {
  const contact = contactLine(person);
  return (
    <>
      <Stack gap="0" minW="0" flex="1">
        <Combobox.ItemText fontWeight="medium" truncate>
          {person.name}
        </Combobox.ItemText>
        {contact && (
          <Text fontSize="xs" color="fg.muted" truncate>
            {contact}
          </Text>
        )}
      </Stack>
      <DoNotAdoptBadge person={person} />
    </>
  );
}

/** "Create new person" without leaving the form: a name, an e-mail and a phone, then the new person is chosen. */
function NewPersonForm({ name, onCreated, onCancel }: { name: string; onCreated: (person: TPerson) => void; onCancel: () => void }) {
  const create = trpc.people.create.useMutation();
  const inline = useInlineCreate(ZPersonCreateInput, { name, email: '', phone: '' }, (input) => create.mutateAsync(input), onCreated);
  return (
    <InlineCreateFrame
      title="New person"
      submitLabel="Create and choose"
      pending={inline.pending}
      refusal={inline.refusal}
      onSubmit={() => void inline.submit()}
      onCancel={onCancel}
    >
      <InlineField label="Name" required autoFocus {...inline.field('name')} />
      <InlineField label="E-mail" type="email" inputMode="email" {...inline.field('email')} />
      <InlineField label="Phone" type="tel" inputMode="tel" {...inline.field('phone')} />
    </InlineCreateFrame>
  );
}

/**
 * The one way a form names a person (an adopter, a foster, an owner, a donor…): typing searches
 * people's names, e-mails and phones on the server; a person flagged Do not adopt shows so in the
 * list and, once chosen, with the reason. Someone new is created inline, and chosen.
 */
export function PersonPicker({
  label,
  value,
  onChange,
  required = false,
  errorText,
  placeholder = 'Search by name, e-mail or phone',
  hint,
  exclude,
  creatable = true,
  portalled = false,
}: {
  label: string;
  value: TPickedPerson | null;
  onChange: (person: TPickedPerson | null) => void;
  required?: boolean;
  errorText?: ReactNode;
  placeholder?: string;
  /** A line about the chosen person under the box (a foster home's room left). */
  hint?: ReactNode;
  /** A person not to offer (the one a duplicate is merged into). */
  exclude?: number;
  /** Offers "Create new person" (to a role that may). */
  creatable?: boolean;
  portalled?: boolean;
}) {
  const mayCreate = useMay('records:write') && creatable;
  const { text, onType, creating, startCreating, stopCreating } = useCreatableSearch();
  const people = trpc.people.list.useQuery(
    { ...(text.search ? { q: text.search } : {}), limit: CHOICES_LIMIT, offset: 0 },
    { placeholderData: keepPreviousData },
  );
  const listed = people.data?.items;
  const items = useMemo(() => (listed ?? []).filter((person) => person.id !== exclude), [listed, exclude]);
  // The one left out is not counted either, so that a whole list never says "19 of 20".
  const total = (people.data?.total ?? 0) - ((listed?.length ?? 0) - items.length);
  const searching = text.typing || people.isFetching;

  return (
    <Stack gap="2">
      <SearchCombobox
        label={label}
        noun="person"
        items={items}
        value={value}
        onChange={onChange}
        keyOf={personKey}
        labelOf={personName}
        renderItem={(person) => <PersonOption person={person} />}
        onType={onType}
        searching={searching}
        typed={text.typed}
        loadFailed={people.isError}
        emptyText={mayCreate ? 'Nobody matches: create a new person below' : 'Nobody matches'}
        total={total}
        placeholder={placeholder}
        portalled={portalled}
        required={required}
        disabled={false}
        errorText={errorText}
      />
      {value && <DoNotAdoptAlert person={value} />}
      {creating !== null ? (
        <NewPersonForm
          name={creating}
          onCreated={(person) => {
            onChange(person);
            stopCreating();
          }}
          onCancel={stopCreating}
        />
      ) : (
        (hint || mayCreate) && (
          <Flex justify="space-between" align="center" gap="2" wrap="wrap">
            <Text fontSize="sm" color="fg.muted">
              {hint}
            </Text>
            {mayCreate && (
              <Button size="xs" variant="ghost" onClick={startCreating}>
                <UserPlusIcon />
                Create new person
              </Button>
            )}
          </Flex>
        )
      )}
    </Stack>
  );
}
