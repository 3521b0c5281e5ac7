import { Button, Combobox, Field, Flex, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { BuildingIcon } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { ORGANIZATION_KINDS, type TOrganizationKind } from '../../../src-shared/people';
import { ZOrganizationCreateInput, type TOrganization } from '../../../src-shared/schemas/people';
import { trpc } from '../../shared/trpc';
import { CHOICES_LIMIT } from '../records/animal-choices';
import { InlineCreateFrame, InlineField, useInlineCreate } from '../records/InlineCreate';
import { SearchCombobox, useCreatableSearch } from '../records/SearchCombobox';
import { useMay } from '../session/use-may';

/** An organization as a picker holds it: enough to name it in the box. */
export type TPickedOrganization = Pick<TOrganization, 'id' | 'name'> & Partial<Pick<TOrganization, 'kind'>>;

const organizationKey = (organization: TPickedOrganization) => organization.id;
const organizationName = (organization: TPickedOrganization) => organization.name;

function OrganizationOption({ organization }: { organization: TPickedOrganization }) {
  return (
    <Stack gap="0" minW="0" flex="1">
      <Combobox.ItemText fontWeight="medium" truncate>
        {organization.name}
      </Combobox.ItemText>
      {organization.kind && (
        <Text fontSize="xs" color="fg.muted" truncate>
          {organization.kind}
        </Text>
      )}
    </Stack>
  );
}

/** "Create new organization" without leaving the form: its name and kind, then it is chosen. */
function NewOrganizationForm({
  name,
  kind,
  onCreated,
  onCancel,
}: {
  name: string;
  kind: TOrganizationKind;
  onCreated: (organization: TOrganization) => void;
  onCancel: () => void;
}) {
  const create = trpc.organizations.create.useMutation();
  const inline = useInlineCreate(ZOrganizationCreateInput, { name, kind }, (input) => create.mutateAsync(input), onCreated);
  const kindField = inline.field('kind');
  return (
    <InlineCreateFrame
      title="New organization"
      submitLabel="Create and choose"
      pending={inline.pending}
      refusal={inline.refusal}
      onSubmit={() => void inline.submit()}
      onCancel={onCancel}
    >
      <InlineField label="Name" required autoFocus {...inline.field('name')} />
      <Field.Root invalid={Boolean(kindField.error)}>
        <Field.Label>Kind</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field value={kindField.value} onChange={(event) => kindField.onChange(event.target.value)}>
            {ORGANIZATION_KINDS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <Field.ErrorText>{kindField.error}</Field.ErrorText>
      </Field.Root>
    </InlineCreateFrame>
  );
}

/**
 * The one way a form names an organization (where a transfer came from or went to, whom a person
 * works for): typing searches the organizations in use on the server; `kind` narrows the choice
 * and is the kind a new one is created as, inline, and chosen.
 */
export function OrganizationPicker({
  label,
  value,
  onChange,
  kind,
  required = false,
  errorText,
  placeholder = 'Search by name',
  exclude,
  creatable = true,
  offerOutOfUse = false,
  portalled = false,
}: {
  label: string;
  value: TPickedOrganization | null;
  onChange: (organization: TPickedOrganization | null) => void;
  kind?: TOrganizationKind;
  required?: boolean;
  errorText?: ReactNode;
  placeholder?: string;
  /** An organization not to offer (the one a duplicate is merged into). */
  exclude?: number;
  /** Offers "Create new organization" (to a role that may). */
  creatable?: boolean;
  /** Offers organizations out of use too (a duplicate to merge). */
  offerOutOfUse?: boolean;
  portalled?: boolean;
}) {
  const mayCreate = useMay('records:write') && creatable;
  const { text, onType, creating, startCreating, stopCreating } = useCreatableSearch();
  const organizations = trpc.organizations.list.useQuery(
    { ...(text.search ? { q: text.search } : {}), ...(kind ? { kind } : {}), limit: CHOICES_LIMIT, offset: 0 },
    { placeholderData: keepPreviousData },
  );
  // One taken out of use stays on the records that name it, and is no longer offered.
  const items = useMemo(
    () => (organizations.data?.items ?? []).filter((organization) => (organization.active || offerOutOfUse) && organization.id !== exclude),
    [organizations.data, offerOutOfUse, exclude],
  );
  // Those left out are not counted either, so that a whole list never says "19 of 20".
  const total = (organizations.data?.total ?? 0) - ((organizations.data?.items.length ?? 0) - items.length);

  return (
    <Stack gap="2">
      <SearchCombobox
        label={label}
        noun="organization"
        items={items}
        value={value}
        onChange={onChange}
        keyOf={organizationKey}
        labelOf={organizationName}
        renderItem={(organization) => <OrganizationOption organization={organization} />}
        onType={onType}
        searching={text.typing || organizations.isFetching}
        typed={text.typed}
        loadFailed={organizations.isError}
        emptyText={mayCreate ? 'No organization matches: create a new one below' : 'No organization matches'}
        total={total}
        placeholder={placeholder}
        portalled={portalled}
        required={required}
        disabled={false}
        errorText={errorText}
      />
      {mayCreate &&
        (creating !== null ? (
          <NewOrganizationForm
            name={creating}
            kind={kind ?? ORGANIZATION_KINDS[0]}
            onCreated={(organization) => {
              onChange(organization);
              stopCreating();
            }}
            onCancel={stopCreating}
          />
        ) : (
          <Flex justify="end">
            <Button size="xs" variant="ghost" onClick={startCreating}>
              <BuildingIcon />
              Create new organization
            </Button>
          </Flex>
        ))}
    </Stack>
  );
}
