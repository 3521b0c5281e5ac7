import { formatDateUs } from '../../../src-shared/dates';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';

/**
 * The About card: description and the facts a visitor asks about. Vaccinations and spay/neuter are
 * what the medical records give (docs/domain.md#care-plans), worded for the public: a vaccination
 * the shelter is late with reads "Due", one with none on record nor planned "Not started".
 * Microchip and spay/neuter appear only when there is something to say (a missing fact is not a "No").
 */
export function AnimalAbout({ animal }: { animal: TAdoptableAnimal }) {
  const facts: [string, string][] = [
    ['ID', animal.animalId],
    ['Status', animal.status],
    ['Intake Date', formatDateUs(animal.intakeDate)],
  ];
  if (animal.microchipped) facts.push(['Microchipped', 'Yes']);
  if (animal.vaccinationStatus) facts.push(['Vaccinations', animal.vaccinationStatus]);
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
