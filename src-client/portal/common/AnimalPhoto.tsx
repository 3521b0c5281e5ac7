import { PawPrintIcon } from 'lucide-react';
import { useState } from 'react';
import type { TPhotoImage } from '../../../src-shared/schemas/photos';

/** An image address typed on the record (not one of the shelter's photos) is shown in the 4:3 frame, at this size. */
const TYPED_WIDTH = 600;
const TYPED_HEIGHT = 450;

/**
 * An animal's photo in a 4:3 frame, or "No image available" when there is none or it fails to load.
 * One of the shelter's photos comes in every size and format made (AVIF once the queue has made
 * it, WebP, JPEG), the browser taking the smallest that fills `sizes`; an address typed on the
 * record is shown as it is. The frame holds its shape, so nothing below it moves as the photo
 * arrives. Photos load lazily, except the ones a visitor sees first (`eager`), which must not wait
 * for layout. `framed`: rounded, with a shadow
 * (the animal's page); `whole`: the whole photo, not cropped to the frame.
 */
export function AnimalPhoto({
  photo,
  src,
  alt,
  sizes,
  eager = false,
  priority = false,
  framed = false,
  whole = false,
}: {
  photo: TPhotoImage | null;
  src: string | null;
  alt: string;
  sizes: string;
  eager?: boolean;
  /** The page's largest picture (its LCP): fetched before anything else it names. */
  priority?: boolean;
  framed?: boolean;
  whole?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const loading = eager ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : 'auto';
  const className = ['photo', framed && 'framed', whole && 'whole'].filter(Boolean).join(' ');
  let image;
  if (photo && failed !== photo.src) {
    image = (
      <picture>
        {photo.srcset.avif && <source type="image/avif" srcSet={photo.srcset.avif} sizes={sizes} />}
        <source type="image/webp" srcSet={photo.srcset.webp} sizes={sizes} />
        <img
          src={photo.src}
          srcSet={photo.srcset.jpeg}
          sizes={sizes}
          alt={alt}
          width={photo.width}
          height={photo.height}
          loading={loading}
          fetchPriority={fetchPriority}
          decoding="async"
          onError={() => setFailed(photo.src)}
        />
      </picture>
    );
  } else if (!photo && src && failed !== src) {
    image = (
      <img
        src={src}
        alt={alt}
        width={TYPED_WIDTH}
        height={TYPED_HEIGHT}
        loading={loading}
        fetchPriority={fetchPriority}
        decoding="async"
        onError={() => setFailed(src)}
      />
    );
  } else {
    image = (
      <div className="no-photo">
        <PawPrintIcon aria-hidden />
        No image available
      </div>
    );
  }
  return <div className={className}>{image}</div>;
}
