import { Fragment, useMemo, type CSSProperties, type ReactNode } from 'react';
import type { TPhotoImage } from '../../../src-shared/schemas/photos';
import type { TPrintAnimal, TPrintOrganization } from '../../../src-shared/schemas/printables';
import { largestOfSrcset } from './paper';
import { qrCodePath } from './qr-code';

/** The parts papers share, in print.css's plain classes. */

/** A text cut after `lines` lines with an ellipsis: a one-page paper never runs over. */
export function Clamped({
  lines,
  as: Element = 'div',
  className,
  children,
}: {
  lines: number;
  as?: 'div' | 'p' | 'h2';
  className?: string;
  children: ReactNode;
}) {
  return (
    <Element className={`print-clamp ${className ?? ''}`} style={{ '--lines': lines } as CSSProperties}>
      {children}
    </Element>
  );
}

/** The shelter's name and how to reach it, heading a paper; with its tax ID where the paper names it (a receipt). */
export function Letterhead({ organization, taxId = false }: { organization: TPrintOrganization; taxId?: boolean }) {
  const contact = [organization.phone, organization.email, organization.website].filter(Boolean).join(' · ');
  return (
    <header className="print-letterhead">
      <p className="print-letterhead-name">{organization.name}</p>
      <div className="print-letterhead-contact">
        {organization.address && <div>{organization.address}</div>}
        {contact && <div>{contact}</div>}
        {taxId && organization.taxId && <div>Tax ID {organization.taxId}</div>}
      </div>
    </header>
  );
}

/** Label and value pairs; on a one-page paper each value is cut after `clampLines` lines. */
export function Facts({ facts, className, clampLines }: { facts: [label: string, value: ReactNode][]; className?: string; clampLines?: number }) {
  return (
    <dl className={`print-facts ${className ?? ''}`}>
      {facts.map(([label, value]) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{clampLines ? <Clamped lines={clampLines}>{value}</Clamped> : value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** A boxed part of a paper with its heading ("Adopter", "Payment"), named for readers by that heading. */
export function PaperBox({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="print-box" aria-label={title}>
      <h3 className="print-section-title">{title}</h3>
      {children}
    </section>
  );
}

/** The lines someone signs and dates at the foot of a paper, one per signer. */
export function SignatureLines({ signers }: { signers: readonly string[] }) {
  return (
    <div className="print-signatures">
      {signers.map((signer) => (
        <div key={signer} className="print-signature">
          <div className="print-signature-line">
            <span>{signer}</span>
            <span>Date</span>
          </div>
        </div>
      ))}
    </div>
  );
}

/** "985000000004242 (HomeAgain)", or "None" for an animal without a chip. */
export function microchipText(animal: Pick<TPrintAnimal, 'microchipId' | 'microchipManufacturer'>): string {
  if (!animal.microchipId) return 'None';
  return animal.microchipManufacturer ? `${animal.microchipId} (${animal.microchipManufacturer})` : animal.microchipId;
}

/**
 * The animal's photo at the largest size made (paper is printed at several times a screen's
 * density), filling its box; its width and height keep the box's shape while it loads.
 */
export function PrintPhoto({ photo, alt }: { photo: TPhotoImage | null; alt: string }) {
  if (!photo) return <div className="print-no-photo">No photo yet</div>;
  const largest = (srcset: string) => largestOfSrcset(srcset) ?? photo.src;
  return (
    <picture>
      {photo.srcset.avif && <source type="image/avif" srcSet={largest(photo.srcset.avif)} />}
      <source type="image/webp" srcSet={largest(photo.srcset.webp)} />
      <img className="print-photo" src={largest(photo.srcset.jpeg)} width={photo.width} height={photo.height} alt={alt} />
    </picture>
  );
}

/** A QR code to the animal's portal page, or why there is none: an animal not listed there has no page to open. */
export function PortalCode({ animal }: { animal: Pick<TPrintAnimal, 'name' | 'portalUrl'> }) {
  const code = useMemo(() => (animal.portalUrl ? qrCodePath(animal.portalUrl) : null), [animal.portalUrl]);
  if (!code) return <div className="print-qr-missing">Not listed on the portal</div>;
  return (
    <svg
      className="print-qr"
      viewBox={`0 0 ${code.size} ${code.size}`}
      role="img"
      aria-label={`QR code to ${animal.name}’s page on the adoption portal`}
      shapeRendering="crispEdges"
    >
      <rect width={code.size} height={code.size} fill="#fff" />
      <path d={code.d} fill="#000" />
    </svg>
  );
}
