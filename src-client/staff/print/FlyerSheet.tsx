import type { TAnimalFlyer } from '../../../src-shared/schemas/printables';
import { Clamped, PortalCode, PrintPhoto } from './PaperParts';
import './print.css';

/**
 * An animal's flyer for adoption events: one page, a big photo, its story (cut after seven lines:
 * the portal page its code opens tells the rest) and how to reach the shelter. A public paper: no
 * handling warning is on it, so the portal shows the same sheet (portal/flyer/PublicFlyerPage.tsx).
 */
export function FlyerSheet({ flyer: { animal, organization, traits, openingHours } }: { flyer: TAnimalFlyer }) {
  const contact = [organization.address, organization.phone, organization.website, openingHours && `Open ${openingHours}`].filter(Boolean);
  return (
    <article className="print-sheet" aria-label={`Flyer of ${animal.name}`}>
      <div className="print-page">
        <Clamped lines={1} className="flyer-heading">
          Adopt from {organization.name}
        </Clamped>
        <div className="flyer-photo">
          <PrintPhoto photo={animal.photo} alt={`Photo of ${animal.name}`} />
        </div>
        <Clamped as="h2" lines={2} className="flyer-name">
          {animal.name}
        </Clamped>
        <Clamped as="p" lines={2} className="flyer-facts">
          {[animal.species, animal.breed, animal.sex, animal.age].filter(Boolean).join(' · ')}
        </Clamped>
        {traits.length > 0 && (
          <Clamped as="p" lines={2} className="flyer-traits">
            {traits.join(' · ')}
          </Clamped>
        )}
        {animal.description && (
          <Clamped as="p" lines={7} className="flyer-description">
            {animal.description}
          </Clamped>
        )}
        <div className="flyer-bottom">
          <PortalCode animal={animal} />
          <div>
            <Clamped as="p" lines={2} className="flyer-call">
              {animal.portalUrl ? `Scan to meet ${animal.name}` : `Ask us about ${animal.name}`}
            </Clamped>
            {animal.portalUrl && (
              <Clamped as="p" lines={2} className="print-url">
                {animal.portalUrl}
              </Clamped>
            )}
            <Clamped lines={4} className="flyer-contact">
              {contact.map((line) => (
                <div key={line}>{line}</div>
              ))}
            </Clamped>
          </div>
        </div>
      </div>
    </article>
  );
}
