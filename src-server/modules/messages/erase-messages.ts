import type { EntityManager } from '@mikro-orm/postgresql';
import type { TApplicationEntity } from '../applications/application.entity.js';

/**
 * Messages hold the personal data they were written with: when a person or an applicant is erased
 * (docs/domain.md#people), so are the messages to them and about them, in the same transaction.
 */

/**
 * The application's own messages, and the daily digests that list it: a digest names several
 * applicants, and is found by the application's reference, which every digest line carries.
 */
export async function eraseMessagesOfApplication(tx: EntityManager, application: Pick<TApplicationEntity, 'id' | 'reference'>): Promise<void> {
  await tx.execute(`delete from messages where application_id = ? or (kind = 'newApplications' and strpos(text_body, ?) > 0)`, [
    application.id,
    application.reference,
  ]);
}

/** The messages written to these people (an adopter's welcome, a decision to a confirmed applicant). */
export async function eraseMessagesOfPeople(tx: EntityManager, personIds: readonly number[]): Promise<void> {
  if (personIds.length) await tx.execute(`delete from messages where person_id in (${personIds.map(() => '?').join(', ')})`, [...personIds]);
}
