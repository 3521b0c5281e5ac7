import { Badge, Button, HStack, Icon, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Building2Icon, DoorOpenIcon, FenceIcon, MapPinIcon, PlusIcon, type LucideIcon } from 'lucide-react';
import { useState } from 'react';
import type { TLocationKind } from '../../../../src-shared/journey';
import type { TLocation } from '../../../../src-shared/schemas/locations';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { errorMessage } from '../../../shared/errors';
import { LoadError } from '../../../shared/LoadError';
import { notify } from '../../../shared/toaster';
import { trpc } from '../../../shared/trpc';
import { RowActions, type TRowAction } from '../../records/RowActions';
import { SettingsPanel } from '../SettingsPanel';
import { childKinds, locationTree, type TLocationNode } from './location-tree';
import { LocationNameDialog, type TLocationNameRequest } from './LocationNameDialog';

const KIND_ICONS: Record<TLocationKind, LucideIcon> = { Building: Building2Icon, Room: DoorOpenIcon, Kennel: FenceIcon };

interface TLocationActions {
  add(kind: TLocationKind, parent: TLocation | null): void;
  rename(location: TLocation): void;
  setActive(location: TLocation, active: boolean): void;
}

function nodeActions(location: TLocation, actions: TLocationActions): TRowAction[] {
  // A location out of use takes nothing new inside it until it is back in use.
  const adds = location.active
    ? childKinds(location.kind).map((kind) => ({ value: `add ${kind}`, label: `Add ${kind.toLowerCase()}`, onSelect: () => actions.add(kind, location) }))
    : [];
  return [
    ...adds,
    { value: 'rename', label: 'Rename', onSelect: () => actions.rename(location) },
    location.active
      ? { value: 'deactivate', label: 'Take out of use', destructive: true, onSelect: () => actions.setActive(location, false) }
      : { value: 'reactivate', label: 'Put back in use', onSelect: () => actions.setActive(location, true) },
  ];
}

function LocationBranch({ nodes, actions, depth }: { nodes: TLocationNode[]; actions: TLocationActions; depth: number }) {
  return (
    <Stack
      as="ul"
      aria-label={depth ? undefined : 'Locations'}
      gap="0"
      listStyleType="none"
      ps={depth ? '6' : '0'}
      borderStartWidth={depth ? '1px' : '0'}
      ms={depth ? '2.5' : '0'}
    >
      {nodes.map(({ location, children }) => (
        <li key={location.id} aria-label={location.path}>
          <HStack gap="3" py="1.5" minW="0">
            <Icon as={KIND_ICONS[location.kind]} boxSize="4" color="fg.muted" aria-hidden />
            <Text fontWeight={depth ? 'normal' : 'medium'} color={location.active ? 'fg' : 'fg.muted'} truncate>
              {location.name}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {location.kind}
            </Text>
            {!location.active && (
              <Badge colorPalette="gray" variant="subtle" rounded="full">
                Out of use
              </Badge>
            )}
            <HStack flex="1" justify="end">
              <RowActions label={`Actions for ${location.path}`} actions={nodeActions(location, actions)} />
            </HStack>
          </HStack>
          {children.length > 0 && <LocationBranch nodes={children} actions={actions} depth={depth + 1} />}
        </li>
      ))}
    </Stack>
  );
}

/**
 * Settings → Locations (admins): the buildings, the rooms in them and the kennels in those, as a
 * tree. Add, rename, take out of use (kept for the animals' histories, offered for no new move) or
 * put back. What may go inside what, and whether a name is free, the server decides and words.
 */
export function LocationsTab() {
  const locations = trpc.locations.list.useQuery();
  const create = trpc.locations.create.useMutation();
  const update = trpc.locations.update.useMutation();
  const [naming, setNaming] = useState<TLocationNameRequest | null>(null);

  const setActive = async (location: TLocation, active: boolean) => {
    try {
      await update.mutateAsync({ id: location.id, version: location.version, active });
      notify(
        'success',
        active
          ? { title: 'Location back in use', description: `Animals can be moved to ${location.path} again.` }
          : { title: 'Location out of use', description: `${location.path} is kept in the animals’ histories and offered for no new move.` },
      );
    } catch (error) {
      notify('error', { title: 'Error', description: errorMessage(error) });
    }
  };

  const actions: TLocationActions = {
    add: (kind, parent) =>
      setNaming({
        title: `Add ${kind}`,
        description: parent ? `A ${kind.toLowerCase()} in ${parent.path}.` : 'A building of the shelter; its rooms and kennels go inside it.',
        submitLabel: `Add ${kind}`,
        name: '',
        messages: {
          success: { title: 'Location added', description: `The ${kind.toLowerCase()} is ready for animals.` },
          failure: { title: 'Error', description: 'There was an error adding the location.' },
        },
        save: (name) => create.mutateAsync({ name, kind, parentId: parent?.id ?? null }),
      }),
    rename: (location) =>
      setNaming({
        title: 'Rename Location',
        description: `A new name for ${location.path}; its animals and their histories follow.`,
        submitLabel: 'Rename',
        name: location.name,
        messages: {
          success: { title: 'Location renamed', description: 'The new name shows everywhere at once.' },
          failure: { title: 'Error', description: 'There was an error renaming the location.' },
        },
        save: (name) => update.mutateAsync({ id: location.id, version: location.version, name }),
      }),
    setActive: (location, active) => void setActive(location, active),
  };

  return (
    <SettingsPanel title="Locations" description="The buildings, rooms and kennels animals in care are kept in, for moves and the census.">
      <HStack justify="end">
        <Button size="sm" onClick={() => actions.add('Building', null)}>
          <PlusIcon />
          Add Building
        </Button>
      </HStack>
      {locations.isError ? (
        <LoadError text={`Error loading locations: ${errorMessage(locations.error)}`} onRetry={() => void locations.refetch()} />
      ) : !locations.data ? (
        <Stack gap="3" aria-busy>
          <Skeleton h="6" />
          <Skeleton h="6" ms="6" />
          <Skeleton h="6" ms="6" />
        </Stack>
      ) : locations.data.length === 0 ? (
        <EmptyMessage icon={MapPinIcon} title="No locations yet" description="Add a building, then its rooms and kennels." />
      ) : (
        <LocationBranch nodes={locationTree(locations.data)} actions={actions} depth={0} />
      )}
      <LocationNameDialog request={naming} onClose={() => setNaming(null)} />
    </SettingsPanel>
  );
}
