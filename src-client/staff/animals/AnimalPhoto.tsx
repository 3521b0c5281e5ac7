import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import type { TAnimal } from '../../../src-shared/schemas/animals';
import placeholderUrl from '../../shared/assets/animal-placeholder.svg';

/** The sizes made of a thumbnail: the smallest (160 px) covers a row's picture twice over, for sharp screens. */
export const THUMBNAIL_SIZES = '48px';

/**
 * An animal's picture: its primary photo, in the size the screen needs (`sizes` says how wide it is
 * shown; the browser picks from the WebP sizes made, which every browser the console supports
 * reads), else the image address typed on its record, else the placeholder. Whichever fails to load
 * (a photo hosted elsewhere may be gone) gives way to the next. Lazy unless told otherwise: most are
 * rows of a list, the first screen's few load at once anyway.
 */
export function AnimalPhoto({
  animal,
  alt,
  sizes,
  ...props
}: { animal: Pick<TAnimal, 'photo' | 'imageUrl'>; alt: string; sizes: string } & Omit<
  ImageProps,
  'src' | 'srcSet' | 'sizes' | 'alt' | 'htmlWidth' | 'htmlHeight'
>) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(new Set());
  const { photo } = animal;
  const fail = (src: string) => setFailed((previous) => new Set(previous).add(src));
  if (photo && !failed.has(photo.src)) {
    return (
      <Image
        src={photo.src}
        srcSet={photo.srcset.webp}
        sizes={sizes}
        htmlWidth={photo.width}
        htmlHeight={photo.height}
        alt={alt}
        loading="lazy"
        objectFit="cover"
        bg="bg.muted"
        onError={() => fail(photo.src)}
        {...props}
      />
    );
  }
  const typed = animal.imageUrl && !failed.has(animal.imageUrl) ? animal.imageUrl : null;
  return <Image src={typed ?? placeholderUrl} alt={alt} loading="lazy" objectFit="cover" bg="bg.muted" onError={() => typed && fail(typed)} {...props} />;
}
