import { formatDateUs } from '../../../src-shared/dates';
import type { TVaccinationStatus } from '../../../src-shared/enums';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';

/** No vaccination on record and none planned: nothing to tell a visitor, as for any fact not recorded. */
const NONE_GIVEN: TVaccinationStatus = 'Not started';

/**
 * The About card: description and the facts a visitor asks about. Vaccinations and spay/neuter are
 * what the medical records give (docs/domain.md#care-plans), worded for the public: a vaccination
 * the shelter is late with reads "Due". Each appears only when there is something to say (a
 * missing fact is not a "No"), as does the microchip.
 */
export function AnimalAbout({ animal }: { animal: TAdoptableAnimal }) {
  const facts: [string, string][] = [
    ['ID', animal.animalId],
    ['Status', animal.status],
    ['Intake Date', formatDateUs(animal.intakeDate)],
  ];
  if (animal.microchipped) facts.push(['Microchipped', 'Yes']);
  if (animal.vaccinationStatus && animal.vaccinationStatus !== NONE_GIVEN) facts.push(['Vaccinations', animal.vaccinationStatus]);
  if (animal.spayNeuterStatus) facts.push(['Spay/Neuter Status', animal.spayNeuterStatus]);

  return (
    <section className="panel" aria-labelledby="about-animal">
      <h2 id="about-animal">About {animal.name}</h2>
      <p className={animal.description ? 'about-text' : 'about-text muted'}>{animal.description || 'No description available.'}</p>
      <dl className="facts">
        {facts.map(([label, value]) => (
          <div key={label} className="fact">
            <dt>{label}:</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
