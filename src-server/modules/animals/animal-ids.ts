import type { EntityManager } from '@mikro-orm/postgresql';
import type { TSystemSettings } from '../../../src-shared/schemas/settings.js';
import { animalIdTaken } from './animal-identity.js';

export function formatAnimalId(prefix: string, year: number, number: number, digits: number): string {
  return `${prefix}-${year}-${String(number).padStart(digits, '0')}`;
}

/**
 * The next `{prefix}-{year}-{number}` for an intake date. Must run inside the transaction that
 * inserts the animal: the counter row stays locked until it commits, so concurrent intakes
 * queue for numbers instead of colliding. The first number of a year continues after any IDs
 * already stored (demo data, imports); a number taken by a hand-entered ID is skipped, and one of
 * a voided animal is never given again (the counter only goes up).
 */
export async function allocateAnimalId(
  tx: EntityManager,
  intakeDate: string,
  system: Pick<TSystemSettings, 'animalIdPrefix' | 'animalIdDigits'>,
): Promise<string> {
  const prefix = system.animalIdPrefix;
  const year = Number(intakeDate.slice(0, 4));
  const connection = tx.getConnection();
  for (;;) {
    const bumped = await connection.execute<{ last_number: number }[]>(
      'update animal_id_counters set last_number = last_number + 1 where prefix = ? and year = ? returning last_number',
      [prefix, year],
      'all',
      tx.getTransactionContext(),
    );
    const number = bumped[0]?.last_number;
    if (number === undefined) {
      const pattern = `^${prefix}-${year}-[0-9]+$`;
      await connection.execute(
        `insert into animal_id_counters (prefix, year, last_number)
         select ?, ?, coalesce(max(substring(animal_id from '[0-9]+$')::bigint), 0)
           from animals where animal_id ~ ?
         on conflict (prefix, year) do nothing`,
        [prefix, year, pattern],
        'run',
        tx.getTransactionContext(),
      );
      continue;
    }
    const candidate = formatAnimalId(prefix, year, number, system.animalIdDigits);
    if (!(await animalIdTaken(tx, candidate))) return candidate;
  }
}
