import { Alert, Button, Dialog, Flex, List, Stack, Text } from '@chakra-ui/react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { DialogLoading } from '../records/AnimalDialogContent';

/** The statuses staff set while an animal is not ready to leave: adopting one is asked first. */
const HOLD_PHRASES: Readonly<Record<string, string>> = {
  'Medical Hold': 'is on Medical Hold',
  'Behavioral Eval': 'is in Behavioral Eval',
};

export const isOnHold = (status: string) => status in HOLD_PHRASES;

const firstLine = (text: string) => text.split('\n')[0]?.trim() ?? '';

/**
 * "Biscuit is on Medical Hold: process the adoption anyway?", with the latest medical record and
 * behaviour note as the reason staff can see (a note recording an application's arrival is none).
 */
export function HoldConfirmation({ animal, onConfirm }: { animal: TAnimal; onConfirm: () => void }) {
  const format = useFormat();
  const medical = trpc.medical.byAnimal.useQuery({ id: animal.id, limit: 1 });
  const notes = trpc.behaviorNotes.byAnimal.useQuery({ id: animal.id, limit: 10 });
  if (medical.isPending || notes.isPending) return <DialogLoading />;
  const record = medical.data?.[0];
  const note = notes.data?.find((item) => item.applicationId === null);
  return (
    <>
      <Dialog.Body>
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>
              {animal.name} {HOLD_PHRASES[animal.status]}: process the adoption anyway?
            </Alert.Title>
            <Alert.Description asChild>
              <Stack gap="1" mt="1">
                {record || note ? (
                  <List.Root ps="4">
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
                ) : (
                  <Text>No medical record or behaviour note says why.</Text>
                )}
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
