import type { FieldRootProps } from '@chakra-ui/react';
import { SPECIES, type TSpecies } from '../../../src-shared/enums';
import { ChoiceSelect } from './ChoiceSelect';

const OPTIONS = [{ value: '', label: 'All species' }, ...SPECIES.map((species) => ({ value: species, label: species }))];

/** The species an address asks for (`?species=Cat`); an unknown one lists every species. */
export const speciesParam = (param: string | null): TSpecies | null => SPECIES.find((species) => species === param) ?? null;

/** A list's species filter (the registry's, Daily Care's): null lists every species. */
export function SpeciesFilter({
  value,
  onChange,
  ...root
}: { value: TSpecies | null; onChange: (species: string | null) => void } & Pick<FieldRootProps, 'maxW'>) {
  return <ChoiceSelect label="Species" value={value ?? ''} options={OPTIONS} onChange={(next) => onChange(next || null)} {...root} />;
}
