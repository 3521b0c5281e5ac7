import { SPECIES, type TSpecies } from '../../../../src-shared/enums';
import { ChoiceSelect } from '../../components/ChoiceSelect';

const OPTIONS = [{ value: '', label: 'All species' }, ...SPECIES.map((species) => ({ value: species, label: species }))];

/** The species an address asks for (`?species=Cat`); an unknown one lists every species. */
export const registrySpecies = (param: string | null): TSpecies | null => SPECIES.find((species) => species === param) ?? null;

/** The registry's species filter. */
export function SpeciesFilter({ value, onChange }: { value: TSpecies | null; onChange: (species: string | null) => void }) {
  return <ChoiceSelect label="Species" value={value ?? ''} options={OPTIONS} onChange={(next) => onChange(next || null)} />;
}
