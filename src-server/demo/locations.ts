import { addDays } from '../../src-shared/dates.js';
import type { TLocationKind } from '../../src-shared/journey.js';
import type { TKind, TPlannedAnimal } from './animals.js';
import type { TJourneys } from './journeys.js';
import type { TRandom } from './random.js';

/** The demo shelter's two buildings, their rooms and kennels, and where each animal stayed. */

type TArea = 'dogs' | 'cats' | 'small' | 'holding' | 'isolation' | 'treatment';

const BUILDINGS: readonly { name: string; rooms: readonly { name: string; area: TArea; kennels: number; prefix: string }[] }[] = [
  {
    name: 'Main Building',
    rooms: [
      { name: 'Dog Kennels', area: 'dogs', kennels: 16, prefix: 'D' },
      { name: 'Cat Room', area: 'cats', kennels: 14, prefix: 'C' },
      { name: 'Small Animals & Birds', area: 'small', kennels: 8, prefix: 'S' },
    ],
  },
  {
    name: 'Intake & Clinic',
    rooms: [
      { name: 'Stray Holding', area: 'holding', kennels: 6, prefix: 'H' },
      { name: 'Isolation', area: 'isolation', kennels: 2, prefix: 'Q' },
      { name: 'Treatment Ward', area: 'treatment', kennels: 6, prefix: 'T' },
    ],
  },
];

export interface TPlannedLocation {
  name: string;
  kind: TLocationKind;
  /** Index into the planned locations; a parent comes before its children. */
  parent: number | null;
}

export interface TPlannedMove {
  /** Index into the planned stays. */
  stay: number;
  /** Index into the planned locations. */
  location: number;
  movedOn: string;
  movedAt: string;
}

const AREA_OF: Record<TKind, TArea> = { dog: 'dogs', cat: 'cats', rabbit: 'small', ferret: 'small', 'guinea-pig': 'small', bird: 'small', reptile: 'small' };

/**
 * The locations, and moves for every stay but a litter's born in foster: into a kennel on the
 * intake day (strays into Stray Holding, quarantines into Isolation), then for some a second move:
 * out of holding once the hold is over, or into the Treatment Ward when a medical hold begins. A
 * kennel holds one animal at a time; when a room is full the move is to the room.
 */
export function planLocations(
  random: TRandom,
  today: string,
  animals: readonly TPlannedAnimal[],
  { stays, holds }: TJourneys,
): { locations: TPlannedLocation[]; moves: TPlannedMove[] } {
  const locations: TPlannedLocation[] = [];
  const kennels = new Map<TArea, { room: number; units: number[] }>();
  for (const building of BUILDINGS) {
    locations.push({ name: building.name, kind: 'Building', parent: null });
    const parent = locations.length - 1;
    for (const room of building.rooms) {
      locations.push({ name: room.name, kind: 'Room', parent });
      const roomIndex = locations.length - 1;
      const units: number[] = [];
      for (let k = 1; k <= room.kennels; k++) {
        locations.push({ name: `${room.prefix}${k}`, kind: 'Kennel', parent: roomIndex });
        units.push(locations.length - 1);
      }
      kennels.set(room.area, { room: roomIndex, units });
    }
  }

  // Each stay's moves: the area and the day, up to the stay's end.
  const wanted: { stay: number; area: TArea; from: string; to: string | null; at: string }[] = [];
  stays.forEach(({ animal, intake, outcome }, stay) => {
    if (intake.type === 'Born in care') return;
    const kind = animals[animal]?.kind ?? 'dog';
    const own = holds.filter((hold) => hold.stay === stay);
    const quarantine = own.find((hold) => hold.type === 'Quarantine' && hold.startDate === intake.date);
    const stray = own.find((hold) => hold.type === 'Stray hold');
    const medical = own.find((hold) => hold.type === 'Medical hold' && hold.releasedOn === null);
    const end = outcome?.date ?? null;
    const first: TArea = quarantine ? 'isolation' : stray ? 'holding' : AREA_OF[kind];
    const heldUntil = quarantine?.endDate ?? stray?.endDate ?? null;
    const second: [TArea, string] | null = medical
      ? ['treatment', medical.startDate]
      : heldUntil && first !== AREA_OF[kind]
        ? [AREA_OF[kind], heldUntil]
        : null;
    const moved = second && second[1] <= today && (!end || second[1] < end) ? second : null;
    wanted.push({ stay, area: first, from: intake.date, to: moved?.[1] ?? end, at: intake.time });
    if (moved) wanted.push({ stay, area: moved[0], from: moved[1], to: end, at: `${String(random.int(9, 16)).padStart(2, '0')}:00` });
  });

  const taken = new Map<number, { from: string; to: string | null }[]>();
  const free = (unit: number, from: string, to: string | null) =>
    (taken.get(unit) ?? []).every((other) => (to !== null && to <= other.from) || (other.to !== null && other.to <= from));
  const moves: TPlannedMove[] = [];
  for (const move of wanted.toSorted((a, b) => a.from.localeCompare(b.from) || a.stay - b.stay)) {
    const { room, units } = kennels.get(move.area) ?? { room: 0, units: [] };
    // The kennel is left on the day of the next move or of the outcome; an open stay keeps it.
    const open = units.filter((unit) => free(unit, move.from, move.to === move.from ? addDays(move.from, 1) : move.to));
    const unit = open.length ? random.pick(open) : room;
    if (open.length) taken.set(unit, [...(taken.get(unit) ?? []), { from: move.from, to: move.to }]);
    moves.push({ stay: move.stay, location: unit, movedOn: move.from, movedAt: move.at });
  }
  return { locations, moves: moves.toSorted((a, b) => a.stay - b.stay || a.movedOn.localeCompare(b.movedOn)) };
}
