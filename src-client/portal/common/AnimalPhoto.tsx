import { PawPrintIcon } from 'lucide-react';
import { useState } from 'react';

/** The portraits are 600 x 450: the size is set so the page does not jump as photos arrive. */
const WIDTH = 600;
const HEIGHT = 450;

/**
 * An animal's photo, or "No image available" when there is none or it fails to load. Photos load
 * lazily, except the ones a visitor sees first (`eager`), which must not wait for layout: on a
 * phone they are the largest thing on screen. `framed`: rounded, with a shadow (the animal's page).
 */
export function AnimalPhoto({ src, name, eager = false, framed = false }: { src: string | null; name: string; eager?: boolean; framed?: boolean }) {
  const [failed, setFailed] = useState<string | null>(null);
  const shown = src && failed !== src ? src : null;
  return (
    <div className={framed ? 'photo framed' : 'photo'}>
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
        <div className="no-photo">
          <PawPrintIcon aria-hidden />
          No image available
        </div>
      )}
    </div>
  );
}
