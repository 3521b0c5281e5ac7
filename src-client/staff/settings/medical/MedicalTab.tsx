import { Badge, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { PencilIcon, PlusIcon, SyringeIcon } from 'lucide-react';
import { useState } from 'react';
import type { TProtocol } from '../../../../src-shared/schemas/care-plans';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { DataTable, type TColumn } from '../../components/DataTable';
import { RoleNotice } from '../../components/RoleNotice';
import { useMay } from '../../session/use-may';
import { SettingsPanel } from '../SettingsPanel';
import { ProtocolDialog, type TProtocolRequest } from './ProtocolDialog';
import { ageRangeText, stepSummary } from './protocol-words';

function columns(onEdit: ((protocol: TProtocol) => void) | null): TColumn<TProtocol>[] {
  const list: TColumn<TProtocol>[] = [
    {
      key: 'name',
      header: 'Protocol',
      cell: (protocol) => (
        <Stack gap="0" minW="0">
          <Text fontWeight="medium" color={protocol.active ? 'fg' : 'fg.muted'}>
            {protocol.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {protocol.species}, {ageRangeText(protocol.minAgeWeeks, protocol.maxAgeWeeks)}
          </Text>
          {!protocol.active && (
            <Text fontSize="xs" color="fg.muted" hideFrom="md">
              Inactive
            </Text>
          )}
        </Stack>
      ),
    },
    {
      key: 'steps',
      header: 'Steps',
      cell: (protocol) => (
        <Stack as="ul" gap="0.5" listStyleType="none" fontSize="sm">
          {protocol.steps.map((step, index) => (
            <li key={index}>{stepSummary(step)}</li>
          ))}
        </Stack>
      ),
    },
    {
      key: 'active',
      header: 'Status',
      hideBelow: 'md',
      cell: (protocol) => (
        <Badge colorPalette={protocol.active ? 'green' : 'gray'} variant="subtle" rounded="full" px="2.5">
          {protocol.active ? 'Active' : 'Inactive'}
        </Badge>
      ),
    },
  ];
  if (onEdit) {
    list.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (protocol) => (
        <Button size="xs" variant="outline" aria-label={`Edit ${protocol.name}`} onClick={() => onEdit(protocol)}>
          <PencilIcon />
          Edit
        </Button>
      ),
    });
  }
  return list;
}

/**
 * Settings → Medical: the care protocols an intake applies, by species and age (docs/domain.md#care-plans).
 * Console readers see them; administrators and veterinarians add and change them. A change applies to
 * intakes from then on: plans already made stay as they are.
 */
export function MedicalTab() {
  const mayEdit = useMay('protocols:write');
  const protocols = trpc.protocols.list.useQuery();
  const create = trpc.protocols.create.useMutation();
  const update = trpc.protocols.update.useMutation();
  const [request, setRequest] = useState<TProtocolRequest | null>(null);

  const edit = (protocol: TProtocol) =>
    setRequest({ protocol, save: (values) => update.mutateAsync({ ...values, id: protocol.id, version: protocol.version }) });
  const add = () => setRequest({ protocol: null, save: (values) => create.mutateAsync(values) });

  return (
    <SettingsPanel title="Medical" description="Care protocols: the vaccinations, tests and treatments an intake schedules, by species and age.">
      {mayEdit ? (
        <HStack justify="end">
          <Button size="sm" onClick={add}>
            <PlusIcon />
            New Protocol
          </Button>
        </HStack>
      ) : (
        <RoleNotice>Only administrators and veterinarians can change care protocols.</RoleNotice>
      )}
      {protocols.isError ? (
        <LoadError text={`Error loading protocols: ${errorMessage(protocols.error)}`} onRetry={() => void protocols.refetch()} />
      ) : (
        <DataTable
          label="Care protocols"
          columns={columns(mayEdit ? edit : null)}
          rows={protocols.data}
          rowKey={(protocol) => protocol.id}
          loading={protocols.isPending}
          skeletonRows={4}
          empty={<EmptyMessage icon={SyringeIcon} title="No protocols yet" description="Add one so intakes schedule their vaccinations and treatments." />}
        />
      )}
      <ProtocolDialog request={request} onClose={() => setRequest(null)} />
    </SettingsPanel>
  );
}
