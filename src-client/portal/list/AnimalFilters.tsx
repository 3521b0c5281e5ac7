import { ChevronDownIcon, SearchIcon, XIcon } from 'lucide-react';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { SEXES, SPECIES } from '../../../src-shared/enums';
import { hasFilters, NO_FILTERS, type TAnimalFilters } from './animal-filters';

/** Typing waits this long for a pause before the list reloads, not once per key. */
const TYPING_PAUSE_MS = 300;

function SelectFilter({ label, value, onChange, children }: { label: string; value: string; onChange: (value: string) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="control">
        <select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </select>
        <ChevronDownIcon className="select-icon" aria-hidden />
      </div>
    </div>
  );
}

/** Search by text, species and sex: the choices apply at once, the text after a pause in typing. */
export function AnimalFilters({ filters, onChange }: { filters: TAnimalFilters; onChange: (filters: TAnimalFilters) => void }) {
  const searchId = useId();
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
    <form
      className="filters"
      role="search"
      aria-label="Filter animals"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ ...filters, q: text.trim() });
      }}
    >
      <div className="field search-field">
        <label htmlFor={searchId}>Search</label>
        <div className="control">
          <SearchIcon className="leading-icon" aria-hidden />
          <input
            id={searchId}
            type="search"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            placeholder="Name, breed or “playful”"
            maxLength={100}
            enterKeyHint="search"
          />
        </div>
      </div>
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
        <button type="button" className="button ghost small clear-filters" onClick={() => onChange(NO_FILTERS)}>
          <XIcon aria-hidden />
          Clear filters
        </button>
      )}
    </form>
  );
}
