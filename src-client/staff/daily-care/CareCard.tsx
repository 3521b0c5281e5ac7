import { Box, Button, Card, HStack, IconButton, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckIcon, NotebookPenIcon, PlusIcon } from 'lucide-react';
import { CARE_KINDS, type TCareKind } from '../../../src-shared/enums';
import type { TCareAnimal } from '../../../src-shared/schemas/behavior-notes';
import { AnimalStatusBadge } from '../../shared/StatusBadge';
import { AnimalCell } from '../records/AnimalCell';
import { noteAuthor } from '../notes/note-columns';
import { CARE_ACTIONS } from './care-words';

/** A care task done: who did it (every note of that kind the day holds). */
function DoneTask({ kind, animal }: { kind: TCareKind; animal: TCareAnimal }) {
  const done = animal.entries.filter((entry) => entry.kind === kind);
  const who = [...new Set(done.map(noteAuthor))].join(', ');
  return (
    <HStack
      gap="2"
      px="3"
      py="1.5"
      minH="10"
      rounded="l2"
      bg="green.subtle"
      color="green.fg"
      align="center"
      aria-label={`${CARE_ACTIONS[kind].done} by ${who}`}
    >
      <CheckIcon size="16" aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap="0" minW="0">
        <Text fontSize="sm" fontWeight="medium" lineHeight="short">
          {CARE_ACTIONS[kind].done}
        </Text>
        <Text fontSize="xs" lineHeight="short" truncate title={who}>
          by {who}
        </Text>
      </Stack>
    </HStack>
  );
}

/**
 * One animal of the day's checklist: each care task done (with who did it) or its one-click log
 * button, and Add Note for a task with words of its own or anything else. Past days are read only.
 */
export function CareCard({
  animal,
  onLog,
  onAddNote,
  logging,
}: {
  animal: TCareAnimal;
  /** Absent on a past day, or for a role that may not write notes. */
  onLog: ((kind: TCareKind) => void) | undefined;
  onAddNote: (() => void) | undefined;
  /** The task being logged for this animal, if any. */
  logging: TCareKind | null;
}) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" size="sm" aria-label={animal.animalName}>
      <Card.Body gap="3" p={{ base: '3', md: '4' }}>
        <HStack justify="space-between" align="start" gap="3">
          <HStack gap="3" minW="0" wrap="wrap">
            <AnimalCell record={animal} />
            <Text fontSize="sm" color="fg.muted">
              {animal.species}
            </Text>
            <AnimalStatusBadge status={animal.status} size="sm" />
          </HStack>
          {onAddNote && (
            <IconButton size="sm" variant="outline" aria-label={`Add a note about ${animal.animalName}`} onClick={onAddNote} flexShrink="0">
              <NotebookPenIcon />
            </IconButton>
          )}
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="2">
          {CARE_KINDS.map((kind) =>
            animal.entries.some((entry) => entry.kind === kind) ? (
              <DoneTask key={kind} kind={kind} animal={animal} />
            ) : onLog ? (
              <Button
                key={kind}
                size="sm"
                variant="outline"
                minH="10"
                justifyContent="start"
                onClick={() => onLog(kind)}
                loading={logging === kind}
                disabled={logging !== null}
                aria-label={`${CARE_ACTIONS[kind].log} for ${animal.animalName}`}
              >
                <PlusIcon />
                {CARE_ACTIONS[kind].log}
              </Button>
            ) : (
              <Box key={kind} px="3" py="1.5" minH="10" rounded="l2" borderWidth="1px" borderStyle="dashed" display="flex" alignItems="center">
                <Text fontSize="sm" color="fg.muted">
                  No {kind.toLowerCase()}
                </Text>
              </Box>
            ),
          )}
        </SimpleGrid>
      </Card.Body>
    </Card.Root>
  );
}
