import type { TStay } from '../../../src-shared/schemas/journey.js';
import type { TFosterPlacementEntity } from '../foster/foster-placement.entity.js';
import type { TStayEntity } from '../journey/stay.entity.js';
import type { TAnimalMoveEntity } from './animal-move.entity.js';

type TSpan = TStay['whereabouts'][number];

export const inFosterWith = (fosterName: string) => `In foster with ${fosterName}`;

/** A move as the whereabouts read it. */
export type TMoveSpan = Pick<TAnimalMoveEntity, 'stay' | 'location' | 'movedOn'>;
/** A foster placement as the whereabouts read it, with its foster's name. */
export type TFosterSpan = Pick<TFosterPlacementEntity, 'startDate' | 'endDate'> & { fosterName: string };

/**
 * Where an animal was during each stay (docs/domain.md#locations), oldest first: each move holds
 * until the next one or the stay's end; a foster placement within the stay is a span of its own,
 * and takes precedence over the kennel while it lasts. `moves` and `placements` come oldest first.
 */
export function whereaboutsOf(
  stays: readonly Pick<TStayEntity, 'id' | 'intakeDate' | 'outcomeDate'>[],
  placements: readonly TFosterSpan[],
  moves: readonly TMoveSpan[],
  paths: ReadonlyMap<number, string>,
): Map<number, TSpan[]> {
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
        label: inFosterWith(placement.fosterName),
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
