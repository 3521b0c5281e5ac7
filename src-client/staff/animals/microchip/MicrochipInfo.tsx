import { Alert, Button, Card, DataList, Flex, Heading } from '@chakra-ui/react';
import { CpuIcon, PencilIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAnimal } from '../../../../src-shared/schemas/animals';
import { trpc } from '../../../shared/trpc';
import { useMay } from '../../session/use-may';
import { MicrochipDialog } from './MicrochipDialog';

/** The shelter's rule, for staff who may read settings (volunteers may not, and need not). */
function useMicrochipRequired(): boolean {
  const mayRead = useMay('console:read');
  const settings = trpc.settings.get.useQuery(undefined, { enabled: mayRead });
  return settings.data?.system.requireMicrochip ?? false;
}

/** The animal's chip: number, manufacturer, registration, and the button that edits them. */
export function MicrochipInfo({ animal }: { animal: TAnimal }) {
  const mayWrite = useMay('records:write');
  const required = useMicrochipRequired();
  const [editing, setEditing] = useState(false);
  const chipped = Boolean(animal.microchipId);
  const fields: [string, string | null, string][] = [
    ['Microchip ID', animal.microchipId, 'Not microchipped'],
    ['Manufacturer', animal.microchipManufacturer, 'Not recorded'],
    ['Registration ID', animal.registrationId, 'No registration on file'],
  ];
  return (
    <Card.Root variant="outline" size="sm">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Heading as="h3" size="md" display="flex" alignItems="center" gap="2">
            <CpuIcon size="18" aria-hidden />
            Microchip Information
          </Heading>
          {mayWrite && (
            <Button size="sm" variant={chipped ? 'outline' : 'solid'} onClick={() => setEditing(true)}>
              {chipped ? <PencilIcon /> : <PlusIcon />}
              {chipped ? 'Update Microchip' : 'Add Microchip'}
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body gap="4">
        {!chipped && (
          <Alert.Root status="warning">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>Not microchipped</Alert.Title>
              <Alert.Description>
                {animal.name} has no microchip on record. Scan for a chip, or implant and register one
                {required ? ': a microchip is required before adoption.' : '.'}
              </Alert.Description>
            </Alert.Content>
          </Alert.Root>
        )}
        <DataList.Root orientation="horizontal" size="md">
          {fields.map(([label, value, empty]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue color={value ? 'fg' : 'fg.muted'} fontFamily={value && label !== 'Manufacturer' ? 'mono' : undefined} wordBreak="break-all">
                {value ?? empty}
              </DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList.Root>
      </Card.Body>
      {mayWrite && <MicrochipDialog animal={animal} open={editing} onOpenChange={setEditing} />}
    </Card.Root>
  );
}
