import { Box, Button, Card, Heading, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useDebouncedValue } from '../records/use-debounced-value';

/** How many animals the list shows at first, and how many more each "Show more" adds. */
const STEP = 50;

function AnimalButton({ animal, selected, onSelect }: { animal: TAnimal; selected: boolean; onSelect: () => void }) {
  const button = useRef<HTMLButtonElement>(null);
  // The animal chosen when the screen opens (from ?selected=, a link or Back) is brought into the
  // list's view; one clicked is in view already, and nothing moves.
  useEffect(() => {
    if (selected) button.current?.scrollIntoView({ block: 'nearest' });
  }, [selected]);
  return (
    <Button
      ref={button}
      variant="ghost"
      onClick={onSelect}
      aria-pressed={selected}
      justifyContent="start"
      textAlign="start"
      h="auto"
      w="full"
      py="2"
      px="3"
      whiteSpace="normal"
      bg={selected ? 'colorPalette.subtle' : undefined}
      color={selected ? 'colorPalette.fg' : undefined}
      borderStartWidth="3px"
      borderStartColor={selected ? 'colorPalette.solid' : 'transparent'}
      _hover={{ bg: selected ? 'colorPalette.subtle' : 'bg.muted' }}
    >
      <Stack gap="0" minW="0" w="full">
        <Text fontWeight="semibold" truncate>
          {animal.name}
        </Text>
        <Text fontSize="xs" color="fg.muted" truncate fontWeight="normal">
          {animal.animalId} · {animal.species} · {animal.breed}
        </Text>
      </Stack>
    </Button>
  );
}

/**
 * The Medical Records screen's left column: every animal, searchable by name,
 * animal ID, species and breed, in a list at most 400 px tall that scrolls. The chosen animal is
 * marked, brought into view, and listed first when it is not among those loaded.
 */
export function AnimalList({
  selectedId,
  selected,
  onSelect,
}: {
  selectedId: number | null;
  /** The chosen animal, once loaded: listed first when it is not among those loaded. */
  selected: TAnimal | null;
  onSelect: (animal: TAnimal) => void;
}) {
  const [typed, setTyped] = useState('');
  const [limit, setLimit] = useState(STEP);
  const q = useDebouncedValue(typed.trim());
  const query = trpc.animals.page.useQuery({ ...(q ? { q } : {}), limit, offset: 0 }, { placeholderData: keepPreviousData });

  let body;
  if (query.isError) {
    body = <LoadError text={`Error loading data: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  } else if (query.isPending) {
    body = (
      <Stack gap="2" p="1" aria-busy>
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} height="11" rounded="md" />
        ))}
      </Stack>
    );
  } else if (query.data.items.length === 0) {
    body = (
      <Text px="3" py="6" textAlign="center" color="fg.muted" fontSize="sm">
        {q ? `No animals match “${q}”.` : 'No animals yet.'}
      </Text>
    );
  } else {
    const { total } = query.data;
    const loaded = query.data.items;
    const items = selected && !q && !loaded.some((animal) => animal.id === selected.id) ? [selected, ...loaded] : loaded;
    body = (
      <Stack as="ul" gap="1" listStyleType="none" aria-label="Animals">
        {items.map((animal) => (
          <li key={animal.id}>
            <AnimalButton animal={animal} selected={animal.id === selectedId} onSelect={() => onSelect(animal)} />
          </li>
        ))}
        {total > loaded.length && (
          <li>
            <Button variant="plain" size="sm" w="full" color="colorPalette.fg" onClick={() => setLimit(limit + STEP)} loading={query.isFetching}>
              Show more ({total - loaded.length} more)
            </Button>
          </li>
        )}
      </Stack>
    );
  }

  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-labelledby="medical-animals-heading">
      <Card.Header gap="3" px="4" pb="3">
        <Heading as="h2" size="md" id="medical-animals-heading">
          Animals
        </Heading>
        <InputGroup startElement={<SearchIcon size="16" aria-hidden />}>
          <Input
            type="search"
            aria-label="Search animals"
            placeholder="Name, ID, species or breed"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setLimit(STEP);
            }}
          />
        </InputGroup>
      </Card.Header>
      <Card.Body px="2" pt="0" pb="2">
        <Box maxH="400px" overflowY="auto" px="2">
          {body}
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
