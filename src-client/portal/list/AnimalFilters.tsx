import { Button, Field, Input, InputGroup, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { SEXES, SPECIES } from '../../../src-shared/enums';
import { hasFilters, NO_FILTERS, type TAnimalFilters } from './animal-filters';

/** Typing waits this long for a pause before the list reloads, not once per key. */
const TYPING_PAUSE_MS = 300;

function SelectFilter({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root bg="bg.panel">
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/** Search by text, species and sex: the choices apply at once, the text after a pause in typing. */
export function AnimalFilters({ filters, onChange }: { filters: TAnimalFilters; onChange: (filters: TAnimalFilters) => void }) {
  const [text, setText] = useState(filters.q);
  // Clear filters and Back change the text from outside: the box follows.
  const [shownQ, setShownQ] = useState(filters.q);
  if (filters.q !== shownQ) {
    setShownQ(filters.q);
    setText(filters.q);
  }

  useEffect(() => {
    if (text.trim() === filters.q) return undefined;
    const timer = setTimeout(() => onChange({ ...filters, q: text.trim() }), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [text, filters, onChange]);

  return (
    <SimpleGrid
      as="form"
      role="search"
      aria-label="Filter animals"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: text.trim() });
      }}
      columns={{ base: 1, sm: 2, md: 4 }}
      gap="4"
      alignItems="end"
      p={{ base: '4', md: '5' }}
      bg="bg.panel"
      borderWidth="1px"
      rounded="2xl"
      shadow="xs"
    >
      <Field.Root gridColumn={{ sm: 'span 2' }}>
        <Field.Label>Search</Field.Label>
        <InputGroup startElement={<SearchIcon aria-hidden />}>
          <Input type="search" value={text} onChange={(event) => setText(event.currentTarget.value)} placeholder="Name, breed or “playful”" maxLength={100} enterKeyHint="search" />
        </InputGroup>
      </Field.Root>
      <SelectFilter label="Species" value={filters.species} onChange={(species) => onChange({ ...filters, species: species as TAnimalFilters['species'] })}>
        <option value="">All species</option>
        {SPECIES.map((species) => (
          <option key={species}>{species}</option>
        ))}
      </SelectFilter>
      <SelectFilter label="Sex" value={filters.sex} onChange={(sex) => onChange({ ...filters, sex: sex as TAnimalFilters['sex'] })}>
        <option value="">Any sex</option>
        {SEXES.map((sex) => (
          <option key={sex}>{sex}</option>
        ))}
      </SelectFilter>
      {hasFilters(filters) && (
        <Button type="button" variant="ghost" size="sm" justifySelf="start" gridColumn="1 / -1" onClick={() => onChange(NO_FILTERS)}>
          <XIcon aria-hidden />
          Clear filters
        </Button>
      )}
    </SimpleGrid>
  );
}
