import { SparklesIcon } from 'lucide-react';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';

/** Traits and the staff's behaviour notes (the server leaves out the private ones). */
export function AnimalPersonality({ animal }: { animal: TAdoptableAnimal }) {
  const empty = animal.traits.length === 0 && animal.behaviorNotes.length === 0;
  return (
    <section className="panel" aria-labelledby="personality">
      <h2 id="personality">Personality & Behavior</h2>
      {animal.traits.length > 0 && (
        <ul aria-label="Traits" className="inline-list">
          {animal.traits.map((trait, index) => (
            <li key={`${index}-${trait}`} className="badge large tag palette-teal">
              {trait}
            </li>
          ))}
        </ul>
      )}
      {animal.behaviorNotes.length > 0 && (
        <ul className="notes">
          {animal.behaviorNotes.map((note, index) => (
            <li key={index}>
              <SparklesIcon aria-hidden />
              {note.note}
            </li>
          ))}
        </ul>
      )}
      {empty && <p className="muted">Our staff are still getting to know {animal.name}: ask us about their personality.</p>}
    </section>
  );
}
