import { chakra, type HTMLChakraProps } from '@chakra-ui/react';
import { PawPrintIcon } from 'lucide-react';
import { useState } from 'react';

/** The portraits are 600 x 450: the size is set so the page does not jump as photos arrive. */
const WIDTH = 600;
const HEIGHT = 450;

/**
 * Styled once for every photo on the page rather than per element: the list shows two dozen, and
 * each styled Chakra element costs a phone time to render.
 */
const Frame = chakra('div', {
  base: {
    aspectRatio: `${WIDTH} / ${HEIGHT}`,
    bg: 'teal.50',
    overflow: 'hidden',
    '& img': { display: 'block', width: 'full', height: 'full', objectFit: 'cover' },
    '& [data-no-photo]': {
      height: 'full',
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      gap: '2',
      color: 'teal.800',
      fontSize: 'sm',
      fontWeight: 'medium',
    },
    '& [data-no-photo] svg': { width: '10', height: '10' },
  },
});

/**
 * An animal's photo, or "No image available" when there is none or it fails to load. Photos load
 * lazily, except the ones a visitor sees first (`eager`), which must not wait for layout: on a
 * phone they are the largest thing on screen.
 */
export function AnimalPhoto({
  src,
  name,
  eager = false,
  ...frame
}: { src: string | null; name: string; eager?: boolean } & Pick<HTMLChakraProps<'div'>, 'rounded' | 'roundedTop' | 'shadow'>) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <Frame {...frame}>
      {shown ? (
        <img
          src={shown}
          alt={`Photo of ${name}`}
          width={WIDTH}
          height={HEIGHT}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : 'auto'}
          decoding="async"
          onError={() => setFailed(shown)}
        />
      ) : (
        <div data-no-photo="">
          <PawPrintIcon aria-hidden />
          No image available
        </div>
      )}
    </Frame>
  );
}
