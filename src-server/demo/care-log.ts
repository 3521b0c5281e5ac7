import type { EntityManager } from '@mikro-orm/postgresql';
import type { TCareKind } from '../../src-shared/enums.js';
import { CARE_DONE } from '../../src-shared/schemas/behavior-notes.js';
import { BehaviorNoteSchema } from '../modules/behavior-notes/behavior-note.entity.js';
import { animalsAtShelter } from '../modules/behavior-notes/care-log.js';
import type { TRandom } from './random.js';

/** Now and then a task logged with a word of its own. */
const REMARKS: Partial<Record<TCareKind, readonly string[]>> = {
  Walk: ['Two laps of the park; pulled towards the squirrels.', 'Short walk in the rain, happy to be back inside.'],
  Enrichment: ['Kong stuffed with pumpkin, finished in ten minutes.', 'Snuffle mat and a new squeaky toy.'],
  Feeding: ['Left half his breakfast; watch his appetite.'],
};

/**
 * Today's care log (docs/domain.md#notes), so Daily Care shows a shift in progress: most animals at
 * the shelter fed and their runs cleaned by staff, volunteers part way through the walks (dogs) and
 * enrichment; the rest still to do.
 */
export async function writeTodaysCare(tx: EntityManager, random: TRandom, today: string, authors: { staff: number | null; volunteer: number | null }) {
  const done: [TCareKind, number, number | null][] = [
    ['Feeding', 0.85, authors.staff],
    ['Cleaning', 0.5, authors.staff],
    ['Enrichment', 0.35, authors.volunteer],
  ];
  let written = 0;
  for (const animal of await animalsAtShelter(tx, today)) {
    const tasks = animal.species === 'Dog' ? ([['Walk', 0.6, authors.volunteer], ...done] as const) : done;
    for (const [kind, probability, author] of tasks) {
      if (!random.chance(probability)) continue;
      const remarks = REMARKS[kind];
      const note = remarks && random.chance(0.2) ? random.pick(remarks) : CARE_DONE[kind];
      tx.create(BehaviorNoteSchema, { animal: animal.id, date: today, kind, note, public: false, author, observedBy: null });
      written++;
    }
  }
  await tx.flush();
  return written;
}
