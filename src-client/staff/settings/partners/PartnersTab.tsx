import { Badge, Button, HStack, Stack, Switch, Text } from '@chakra-ui/react';
import { BuildingIcon, HandshakeIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { TPartner, TPartnerUpdate } from '../../../../src-shared/schemas/partners';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { notify, type TToastMessage } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { DataTable, type TColumn } from '../../components/DataTable';
import { LinkButton } from '../../components/LinkButton';
import { RowActions } from '../../records/RowActions';
import { SettingsPanel } from '../SettingsPanel';
import { PartnerDialog, type TPartnerRequest } from './PartnerDialog';

interface TPartnerActions {
  rename(partner: TPartner): void;
  change(partner: TPartner, changes: Omit<TPartnerUpdate, 'id' | 'version'>, message: TToastMessage): void;
}

function columns(actions: TPartnerActions, busy: boolean): TColumn<TPartner>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (partner) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" color={partner.active ? 'fg' : 'fg.muted'}>
            {partner.name}
          </Text>
          {!partner.active && (
            <Text fontSize="xs" color="fg.muted" hideFrom="sm">
              Out of use
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'coalition',
      header: 'In Community Coalition',
      cell: (partner) => (
        <Switch.Root
          size="sm"
          checked={partner.inCoalition}
          disabled={busy}
          onCheckedChange={({ checked }) =>
            actions.change(
              partner,
              { inCoalition: checked },
              {
                title: checked ? 'Partner in the coalition' : 'Partner outside the coalition',
                description: `${partner.name} is now ${checked ? 'inside' : 'outside'} the community coalition.`,
              },
            )
          }
        >
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label srOnly>{`${partner.name} in community coalition`}</Switch.Label>
        </Switch.Root>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      hideBelow: 'sm',
      cell: (partner) => (
        <Badge colorPalette={partner.active ? 'green' : 'gray'} variant="subtle" rounded="full" px="2.5">
          {partner.active ? 'Active' : 'Out of use'}
        </Badge>
      ),
    },
    {
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (partner) => (
        <RowActions
          label={`Actions for ${partner.name}`}
          actions={[
            { value: 'rename', label: 'Rename', onSelect: () => actions.rename(partner) },
            partner.active
              ? {
                  value: 'deactivate',
                  label: 'Take out of use',
                  destructive: true,
                  onSelect: () =>
                    actions.change(
                      partner,
                      { active: false },
                      {
                        title: 'Partner out of use',
                        description: `${partner.name} is kept on the stays that name it and no longer suggested.`,
                      },
                    ),
                }
              : {
                  value: 'reactivate',
                  label: 'Put back in use',
                  onSelect: () =>
                    actions.change(partner, { active: true }, { title: 'Partner back in use', description: `${partner.name} is suggested again.` }),
                },
          ]}
        />
      ),
    },
  ];
}

/**
 * Settings → Partners (admins): the shelters and rescues transfers come from and go to, each inside
 * the community coalition or not (docs/domain.md#partners). Add, rename, move in or out of the
 * coalition, take out of use (kept on the stays that name it) or put back; whether a name is free
 * the server decides and words.
 */
export function PartnersTab() {
  const partners = trpc.partners.list.useQuery();
  const create = trpc.partners.create.useMutation();
  const update = trpc.partners.update.useMutation();
  const [request, setRequest] = useState<TPartnerRequest | null>(null);

  const actions: TPartnerActions = {
    rename: (partner) =>
      setRequest({
        title: 'Rename Partner',
        description: `A new name for ${partner.name}; transfers recorded from now on use it.`,
        submitLabel: 'Rename',
        values: { name: partner.name, inCoalition: partner.inCoalition },
        askCoalition: false,
        messages: {
          success: { title: 'Partner renamed', description: 'The new name is suggested from now on.' },
          failure: { title: 'Error', description: 'There was an error renaming the partner.' },
        },
        save: ({ name }) => update.mutateAsync({ id: partner.id, version: partner.version, name }),
      }),
    change: (partner, changes, message) =>
      void update
        .mutateAsync({ id: partner.id, version: partner.version, ...changes })
        .then(() => notify('success', message))
        .catch((error: unknown) => notify('error', { title: 'Error', description: errorMessage(error) })),
  };
  const add = () =>
    setRequest({
      title: 'Add Partner',
      description: 'A shelter or rescue the shelter transfers animals from or to, named as transfers will name it.',
      submitLabel: 'Add Partner',
      values: { name: '', inCoalition: false },
      askCoalition: true,
      messages: {
        success: { title: 'Partner added', description: 'Its name is suggested for transfers.' },
        failure: { title: 'Error', description: 'There was an error adding the partner.' },
      },
      save: (values) => create.mutateAsync(values),
    });

  return (
    <SettingsPanel title="Partners" description="The shelters and rescues animals are transferred from and to, and whether each is in the community coalition.">
      <HStack justify="end" wrap="wrap">
        {/* Partners are the organizations transfers name; vet clinics and the rest, with their contacts, are listed there. */}
        <LinkButton to="/people/organizations" icon={BuildingIcon} variant="outline">
          All Organizations
        </LinkButton>
        <Button size="sm" onClick={add}>
          <PlusIcon />
          Add Partner
        </Button>
      </HStack>
      {partners.isError ? (
        <LoadError text={`Error loading partners: ${errorMessage(partners.error)}`} onRetry={() => void partners.refetch()} />
      ) : (
        <DataTable
          label="Partners"
          columns={columns(actions, update.isPending)}
          rows={partners.data}
          rowKey={(partner) => partner.id}
          loading={partners.isPending}
          skeletonRows={3}
          empty={<EmptyMessage icon={HandshakeIcon} title="No partners yet" description="Add the shelters and rescues you transfer animals with." />}
        />
      )}
      <PartnerDialog request={request} onClose={() => setRequest(null)} />
    </SettingsPanel>
  );
}
