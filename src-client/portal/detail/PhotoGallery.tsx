import { useState } from 'react';
import { PHOTO_SIZES } from '../../../src-shared/photos';
import type { TAdoptableAnimalDetail } from '../../../src-shared/schemas/public';
import { AnimalPhoto } from '../common/AnimalPhoto';

/** The thumbnails' width (portal.css .thumbnail). */
const THUMBNAIL_SIZES = '5rem';

/**
 * The animal's photos on its page: the one chosen (the primary one first) whole, with its caption,
 * and under it a thumbnail of each, a button that shows it. Without photos, the image address typed
 * on the record, or "No image available".
 */
export function PhotoGallery({ animal }: { animal: Pick<TAdoptableAnimalDetail, 'name' | 'imageUrl' | 'photos'> }) {
  const [chosen, setChosen] = useState(0);
  const { photos, name } = animal;
  const shown = photos[Math.min(chosen, photos.length - 1)];
  if (!shown) return <AnimalPhoto photo={null} src={animal.imageUrl} alt={`Photo of ${name}`} sizes={PHOTO_SIZES.portalProfile} eager priority framed />;
  return (
    <div className="gallery">
      <figure>
        <AnimalPhoto photo={shown} src={null} alt={`Photo of ${name}`} sizes={PHOTO_SIZES.portalProfile} eager priority framed whole />
        {shown.caption && <figcaption>{shown.caption}</figcaption>}
      </figure>
      {photos.length > 1 && (
        <ul className="thumbnails" aria-label={`Photos of ${name}`}>
          {photos.map((photo, index) => (
            <li key={photo.src}>
              <button
                type="button"
                className="thumbnail"
                aria-current={index === chosen ? 'true' : undefined}
                aria-label={`Photo ${index + 1} of ${photos.length}${photo.caption ? `: ${photo.caption}` : ''}`}
                onClick={() => setChosen(index)}
              >
                <AnimalPhoto photo={photo} src={null} alt="" sizes={THUMBNAIL_SIZES} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
