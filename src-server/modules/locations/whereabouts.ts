import type { EntityManager } from '@mikro-orm/postgresql';
import type { TStay } from '../../../src-shared/schemas/journey.js';
import type { TFosterPlacementEntity } from '../foster/foster-placement.entity.js';
import type { TStayEntity } from '../journey/stay.entity.js';
import type { TPersonEntity } from '../people/person.entity.js';
import { AnimalMoveSchema } from './animal-move.entity.js';
import { locationPaths } from './locations.service.js';

type TSpan = TStay['whereabouts'][number];

export const inFosterWith = (fosterName: string) => `In foster with ${fosterName}`;

/**
 * Where an animal was during each stay (docs/domain.md#locations), oldest first: each move holds
 * until the next one or the stay's end; a foster placement within the stay is a span of its own,
 * and takes precedence over the kennel while it lasts. `people` holds the placements' fosters.
 */
export async function whereaboutsOf(
  em: EntityManager,
  stays: TStayEntity[],
  placements: TFosterPlacementEntity[],
  people: Map<number, Pick<TPersonEntity, 'name'>>,
): Promise<Map<number, TSpan[]>> {
  const moves = stays.length
    ? await em.find(AnimalMoveSchema, { stay: { $in: stays.map((stay) => stay.id) } }, { orderBy: [{ movedOn: 'asc' }, { id: 'asc' }] })
    : [];
  const paths = await locationPaths(em);
  const byStay = new Map<number, TSpan[]>();
  for (const stay of stays) {
    const end = stay.outcomeDate ?? null;
    const own = moves.filter((move) => move.stay === stay.id);
    const kennels: TSpan[] = own.map((move, index) => ({
      locationId: move.location,
      label: paths.get(move.location) ?? 'Unknown location',
      from: move.movedOn,
      to: own[index + 1]?.movedOn ?? end,
    }));
    const fostered: TSpan[] = placements
      .filter((placement) => placement.startDate >= stay.intakeDate && (!end || placement.startDate <= end))
      .map((placement) => ({
        locationId: null,
        label: inFosterWith(people.get(placement.person)?.name ?? 'Unknown foster'),
        from: placement.startDate,
        to: placement.endDate ?? end,
      }));
    byStay.set(
      stay.id,
      [...kennels, ...fostered].sort((a, b) => a.from.localeCompare(b.from)),
    );
  }
  return byStay;
}

/** Where the animal is today: a current foster placement, else its kennel; null when neither. */
export function currentSpan(spans: TSpan[], today: string): TSpan | null {
  const holds = (span: TSpan) => span.from <= today && (span.to === null || span.to > today);
  return spans.find((span) => span.locationId === null && holds(span)) ?? spans.findLast((span) => span.locationId !== null && span.to === null) ?? null;
}
