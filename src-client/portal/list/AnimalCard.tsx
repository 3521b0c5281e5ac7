import { ArrowRightIcon } from 'lucide-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { PHOTO_SIZES } from '../../../src-shared/photos';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { AnimalPhoto } from '../common/AnimalPhoto';
import { speciesPalette } from '../../shared/species-palette';

/** "Golden Retriever • Female • 3 years" */
export const animalSummary = (animal: Pick<TAdoptableAnimal, 'breed' | 'sex' | 'age'>) => `${animal.breed} • ${animal.sex} • ${animal.age}`;

/**
 * One animal in the grid. The list's own address (its filters) travels with the link, so Back to
 * All Animals returns to the same filtered list. Memoised: "Show more" renders only the new cards.
 */
export const AnimalCard = memo(function AnimalCard({
  animal,
  eager,
  priority,
  listSearch,
}: {
  animal: TAdoptableAnimal;
  /** In the first row: loaded at once. */
  eager: boolean;
  /** The first card: its photo is the page's largest picture on a phone. */
  priority: boolean;
  listSearch: string;
}) {
  return (
    <article className="animal-card">
      <AnimalPhoto
        photo={animal.photo}
        src={animal.imageUrl}
        alt={`Photo of ${animal.name}`}
        sizes={PHOTO_SIZES.portalCard}
        eager={eager}
        priority={priority}
      />
      <div className="card-body">
        <div className="inline-list">
          <span className={`badge palette-${speciesPalette(animal.species)}`}>{animal.species}</span>
          {animal.adoptionPending && <span className="badge palette-teal">Adoption pending</span>}
        </div>
        <h2>{animal.name}</h2>
        <p className="card-summary">{animalSummary(animal)}</p>
        <p className={animal.description ? 'card-description' : 'card-description empty'}>{animal.description || 'No description available.'}</p>
      </div>
      <div className="card-footer">
        <Link className="button" to={`/public/animals/${animal.id}`} state={{ listSearch }}>
          View Details<span className="visually-hidden"> about {animal.name}</span>
          <ArrowRightIcon aria-hidden />
        </Link>
      </div>
    </article>
  );
});
