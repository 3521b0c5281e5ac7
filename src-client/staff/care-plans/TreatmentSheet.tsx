import { Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { TDueItem } from '../../../src-shared/schemas/care-plans';
import { useFormat } from '../../shared/use-format';
import { dueItemPlace } from './CareItemCard';
import { dueLabel, itemTitle } from './due-words';

/** The items by where their animals are, places in the order they first come (the list's: overdue first). */
function byPlace(items: readonly TDueItem[]): [string, TDueItem[]][] {
  const groups = new Map<string, TDueItem[]>();
  for (const item of items) {
    const place = dueItemPlace(item);
    groups.set(place, [...(groups.get(place) ?? []), item]);
  }
  return [...groups.entries()];
}

const cell = { borderWidth: '1px', borderColor: 'black', px: '2', py: '1', fontSize: 'xs', verticalAlign: 'top' } as const;

/**
 * The treatment sheet the Due view prints for the morning round: only on paper (the screen shows
 * the cards), grouped by where the animals are, each item with an empty box to tick and a column
 * for the initials of whoever gave it. Black on white in fixed columns, so it fits A4 and Letter.
 */
export function TreatmentSheet({ items, today, filters }: { items: readonly TDueItem[]; today: string; filters: string }) {
  const format = useFormat();
  return (
    <Box display="none" _print={{ display: 'block' }} data-testid="treatment-sheet" color="black">
      <Heading as="h2" size="lg" mb="1">
        Treatment Sheet
      </Heading>
      <Text fontSize="sm" mb="4">
        {format.date(today)} · {filters}
      </Text>
      <Stack gap="4">
        {byPlace(items).map(([place, placed]) => (
          <Box as="section" key={place} aria-label={place}>
            <Heading as="h3" size="sm" mb="1" css={{ breakAfter: 'avoid' }}>
              {place}
            </Heading>
            <Table.Root size="sm" css={{ tableLayout: 'fixed', width: '100%', borderCollapse: 'collapse' }}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader {...cell} w="22%">
                    Animal
                  </Table.ColumnHeader>
                  <Table.ColumnHeader {...cell}>Item</Table.ColumnHeader>
                  <Table.ColumnHeader {...cell} w="18%">
                    Due
                  </Table.ColumnHeader>
                  <Table.ColumnHeader {...cell} w="9%" textAlign="center">
                    Given
                  </Table.ColumnHeader>
                  <Table.ColumnHeader {...cell} w="12%">
                    Initials
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {placed.map((item) => (
                  <Table.Row key={item.id} css={{ breakInside: 'avoid' }}>
                    <Table.Cell {...cell}>
                      {item.animalName}
                      <Text fontFamily="mono">{item.animalCode}</Text>
                    </Table.Cell>
                    <Table.Cell {...cell}>
                      {itemTitle(item)} ({item.itemType}){item.detail && ` · ${item.detail}`}
                    </Table.Cell>
                    <Table.Cell {...cell}>{dueLabel(item.dueDate, today)}</Table.Cell>
                    <Table.Cell {...cell} textAlign="center">
                      <Box as="span" display="inline-block" boxSize="4" borderWidth="1.5px" borderColor="black" aria-hidden />
                    </Table.Cell>
                    <Table.Cell {...cell} />
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
