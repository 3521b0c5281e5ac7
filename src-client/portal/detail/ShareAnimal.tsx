import { LinkIcon, PrinterIcon, Share2Icon } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { TAdoptableAnimal } from '../../../src-shared/schemas/public';
import { shareLinks } from './share-links';
import './share.css';

/** An address on this site made absolute; a photo kept elsewhere is already. */
const absolute = (address: string) => new URL(address, window.location.origin).href;

/**
 * The animal's share buttons and its printable flyer: copy the page's address, send it by e-mail or
 * to a platform by its share address, or the device's own share sheet where the browser has one.
 */
export function ShareAnimal({ animal }: { animal: TAdoptableAnimal }) {
  const [status, setStatus] = useState('');
  const url = absolute(`/public/animals/${animal.id}`);
  const image = animal.imageUrl ? absolute(animal.imageUrl) : null;
  const canShare = typeof navigator.share === 'function';

  const copy = () =>
    navigator.clipboard.writeText(url).then(
      () => setStatus('Link copied'),
      () => setStatus(`Could not copy the link; it is ${url}`),
    );
  // A visitor closing the share sheet is no failure to report.
  const share = () => void navigator.share({ title: `Meet ${animal.name}`, url }).catch(() => undefined);

  return (
    <section className="panel share" aria-labelledby="share-animal">
      <h2 id="share-animal">Share {animal.name}</h2>
      <ul className="share-buttons">
        <li>
          <button type="button" className="button outline small" onClick={() => void copy()}>
            <LinkIcon aria-hidden="true" />
            Copy link
          </button>
        </li>
        {canShare && (
          <li>
            <button type="button" className="button outline small" onClick={share}>
              <Share2Icon aria-hidden="true" />
              Share…
            </button>
          </li>
        )}
        {shareLinks({ name: animal.name, breed: animal.breed, url, image }).map((link) => (
          <li key={link.label}>
            <a
              className="button outline small"
              href={link.href}
              {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              aria-label={link.newTab ? `Share on ${link.label} (opens in a new tab)` : `Share by ${link.label}`}
            >
              {link.label}
            </a>
          </li>
        ))}
      </ul>
      <p role="status" className="share-status">
        {status}
      </p>
      <Link className="button ghost small share-flyer" to={`/public/animals/${animal.id}/flyer`}>
        <PrinterIcon aria-hidden="true" />
        Printable flyer
      </Link>
    </section>
  );
}
