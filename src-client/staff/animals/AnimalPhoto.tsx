import { Image, type ImageProps } from '@chakra-ui/react';
import { useState } from 'react';
import placeholderUrl from '../../shared/assets/animal-placeholder.svg';

/**
 * An animal's photo, or the placeholder when it has none (docs/domain.md#screens) or its address does
 * not load (a photo hosted elsewhere may be gone).
 */
export function AnimalPhoto({ src, alt, ...props }: { src: string | null; alt: string } & Omit<ImageProps, 'src' | 'alt'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const usable = src && src !== failed ? src : placeholderUrl;
  return <Image src={usable} alt={alt} objectFit="cover" bg="bg.muted" onError={() => setFailed(src)} {...props} />;
}
