import { ClipboardListIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import type { TKennelCard, TKennelCardsQuery } from '../../../src-shared/schemas/printables';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat, type TFormatters } from '../../shared/use-format';
import { Clamped, Facts, microchipText, PortalCode, PrintPhoto } from './PaperParts';
import { PrintScreen } from './PrintScreen';

/** A card has room for this many handling warnings (the newest), each cut after three lines; the rest are counted. */
const WARNINGS_ON_A_CARD = 4;

function KennelCard({ card, organization, today, format }: { card: TKennelCard; organization: string; today: string; format: TFormatters }) {
  const { animal } = card;
  const warnings = card.handlingWarnings.slice(0, WARNINGS_ON_A_CARD);
  const more = card.handlingWarnings.length - warnings.length;
  const hold = card.holdUntil ? `Hold until ${format.date(card.holdUntil)}` : card.onHold ? 'On hold' : null;
  const ribbons = [card.adoptionPending ? 'Adoption pending' : null, hold].filter((ribbon) => ribbon !== null);
  return (
    <article className="print-sheet" aria-label={`Kennel card of ${animal.name}`}>
      <div className="print-page">
        {ribbons.length > 0 && (
          <div className="kennel-ribbons">
            {ribbons.map((ribbon) => (
              <p key={ribbon} className="kennel-ribbon">
                {ribbon}
              </p>
            ))}
          </div>
        )}
        <Clamped as="h2" lines={2} className="kennel-name">
          {animal.name}
        </Clamped>
        <p className="kennel-id">
          {animal.animalId} · {animal.species}
        </p>
        <div className="kennel-body">
          <div>
            <div className="kennel-photo">
              <PrintPhoto photo={animal.photo} alt={`Photo of ${animal.name}`} />
            </div>
            <div className="kennel-qr">
              <PortalCode animal={animal} />
              {animal.portalUrl && <p>Scan to see {animal.name} on our adoption portal.</p>}
            </div>
          </div>
          <div>
            <Facts
              className="kennel-facts"
              clampLines={2}
              facts={[
                ['Sex', animal.sex],
                ['Age', animal.age],
                ['Breed', animal.breed],
                ['Intake', format.date(animal.intakeDate)],
                ['Microchip', microchipText(animal)],
                ['Location', card.location ?? 'Not placed'],
              ]}
            />
            {warnings.length > 0 && (
              <section className="kennel-warnings" aria-label="Handling warnings">
                <h3>Handling warnings · staff only</h3>
                <ul>
                  {warnings.map((warning, index) => (
                    <li key={index}>
                      <p className="kennel-warning-date">{format.date(warning.date)}</p>
                      <Clamped lines={3} className="kennel-warning-text">
                        {warning.text}
                      </Clamped>
                    </li>
                  ))}
                </ul>
                {more > 0 && <p className="print-muted">{more === 1 ? '1 more warning' : `${more} more warnings`} on the animal’s record.</p>}
              </section>
            )}
          </div>
        </div>
        <footer className="print-footer">
          <span>{organization}</span>
          <span>Printed {format.date(today)}</span>
        </footer>
      </div>
    </article>
  );
}

/** `?animal={id}`: one card; `?location={id}`: a card for every animal there now (the census's order). */
function cardsQuery(params: URLSearchParams): TKennelCardsQuery {
  const animal = params.get('animal');
  const location = params.get('location');
  if (animal !== null) return { animalId: Number(animal) };
  return location !== null ? { locationId: Number(location) } : {};
}

/**
 * Kennel cards (/print/kennel-cards): one per page, to be read from across the aisle and slipped
 * into a letter or A4 sleeve on the kennel's door. A location's batch prints each card on a page
 * of its own.
 */
export function KennelCardsScreen() {
  const [params] = useSearchParams();
  const input = cardsQuery(params);
  const query = trpc.printables.kennelCards.useQuery(input);
  const format = useFormat();
  const back = input.animalId !== undefined ? { to: `/animals/${input.animalId}`, label: 'Back to the animal' } : { to: '/census', label: 'Back to Census' };
  return (
    <PrintScreen title={input.animalId !== undefined ? 'Kennel Card' : 'Kennel Cards'} back={back} query={query}>
      {(paper) =>
        paper.cards.length === 0 ? (
          <EmptyMessage icon={ClipboardListIcon} title="No animals here" description={`${paper.title}: no animal is kept here now.`} />
        ) : (
          paper.cards.map((card) => <KennelCard key={card.animal.id} card={card} organization={paper.organization.name} today={paper.today} format={format} />)
        )
      }
    </PrintScreen>
  );
}
