import type { TAdoptableAnimalDetail } from '../../../src-shared/schemas/public';
import { speciesPalette } from '../../shared/species-palette';
import { AnimalAbout } from './AnimalAbout';
import { AnimalPersonality } from './AnimalPersonality';
import { ApplyToAdopt } from './ApplyToAdopt';
import { PhotoGallery } from './PhotoGallery';
import { ShareAnimal } from './ShareAnimal';

/** "Currently living with a foster family" tells a visitor why a visit needs arranging. */
const STATUS_NOTE: Readonly<Record<string, string>> = {
  Available: 'Available for adoption now',
  'In Foster': 'Available for adoption, currently living with a foster family',
};

/** The animal's photos, name, badges, the way to apply, the About card and the personality notes. */
export function AnimalProfile({ animal }: { animal: TAdoptableAnimalDetail }) {
  const badges = [animal.species, animal.breed, animal.sex, animal.age];
  return (
    <div className="stack profile">
      <div className="profile-top">
        <PhotoGallery animal={animal} />
        <div className="profile-side">
          <div className="profile-heading">
            <h1>{animal.name}</h1>
            <ul aria-label="At a glance" className="inline-list">
              {badges.map((badge, index) => (
                <li key={index} className={`badge large palette-${index === 0 ? speciesPalette(animal.species) : 'gray'}`}>
                  {badge}
                </li>
              ))}
            </ul>
            {animal.adoptionPending ? (
              <p className="badge large palette-teal">Adoption pending</p>
            ) : (
              <p className="muted">{STATUS_NOTE[animal.status] ?? animal.status}</p>
            )}
          </div>
          <ApplyToAdopt animal={animal} />
          <AnimalAbout animal={animal} />
          <ShareAnimal animal={animal} />
        </div>
      </div>
      <AnimalPersonality animal={animal} />
    </div>
  );
}
