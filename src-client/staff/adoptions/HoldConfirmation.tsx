import { Alert, Button, Dialog, Flex, List, Stack, Text } from '@chakra-ui/react';
import { HOLD_STATUSES } from '../../../src-shared/journey';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { activeHolds, holdText } from '../animals/journey/journey-words';
import { DialogLoading } from '../records/AnimalDialogContent';

const HELD: readonly string[] = Object.values(HOLD_STATUSES);

/** An animal a hold keeps from being adopted for now (docs/domain.md#holds): adopting one is asked first. */
export const isOnHold = (status: string) => HELD.includes(status);

const holdPhrase = (status: string) => `is ${status === 'Behavioral Eval' || status === 'Quarantine' ? 'in' : 'on'} ${status}`;

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

/**
 * "Biscuit is on Medical Hold: process the adoption anyway?", with its holds and the latest
 * medical record and behaviour note as the reason staff can see (a note recording an
 * application's arrival is none). The adoption can be recorded as Pending; completing it waits
 * for the hold to end.
 */
export function HoldConfirmation({ animal, onConfirm }: { animal: TAnimal; onConfirm: () => void }) {
  const format = useFormat();
  const journey = trpc.journey.get.useQuery({ id: animal.id });
  const medical = trpc.medical.byAnimal.useQuery({ id: animal.id, limit: 1 });
  const notes = trpc.behaviorNotes.byAnimal.useQuery({ id: animal.id, limit: 10 });
  if (journey.isPending || medical.isPending || notes.isPending) return <DialogLoading />;
  const holds = journey.data ? activeHolds(journey.data) : [];
  const record = medical.data?.[0];
  const note = notes.data?.find((item) => item.applicationId === null);
  return (
    <>
      <Dialog.Body>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {animal.name} {holdPhrase(animal.status)}: process the adoption anyway?
            </Alert.Title>
            <Alert.Description asChild>
              <Stack gap="1" mt="1">
                <Text>It can be recorded as Pending; it cannot be completed until the hold ends or is released.</Text>
                <List.Root ps="4">
                  {holds.map((hold) => (
                    <List.Item key={hold.id}>
                      {holdText(hold, format.date)}: {hold.reason}
                    </List.Item>
                  ))}
                  {record && (
                    <List.Item>
                      Latest medical record, {format.date(record.date)}: {record.recordType}, {firstLine(record.description)}
                    </List.Item>
                  )}
                  {note && (
                    <List.Item>
                      Latest behaviour note, {format.date(note.date)}: {firstLine(note.note)}
                    </List.Item>
                  )}
                </List.Root>
              </Stack>
            </Alert.Description>
          </Alert.Content>
        </Alert.Root>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4">
        <Flex gap="2" justify="end" wrap="wrap" w="full">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button colorPalette="orange" onClick={onConfirm}>
            Process anyway
          </Button>
        </Flex>
      </Dialog.Footer>
    </>
  );
}
