import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAnimal } from '../../../src-shared/schemas/animals.js';
import { markVoided } from '../../db/corrections.js';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { AppointmentSchema } from '../appointments/appointment.entity.js';
import { BehaviorNoteSchema } from '../behavior-notes/behavior-note.entity.js';
import { TransactionSchema } from '../finance/transaction.entity.js';
import { FosterPlacementSchema } from '../foster/foster-placement.entity.js';
import { MedicalRecordSchema } from '../medical/medical-record.entity.js';
import { lockAnimal } from './animal-status.js';
import { animalAnswer } from './animals.service.js';
import type { TLazyCalendar } from '../settings/calendar.js';

/**
 * Voids an animal entered in error (docs/domain.md#identity), with every live record entered
 * for it: medical records, notes, appointments, foster placements, adoptions and their fee
 * income. All leave lists and figures as any voided record does, and stay in their tables for
 * the audit trail; the animal keeps its ID, which is never given again. Through the ORM, so
 * each row's void is audited.
 */
export async function voidAnimal(em: EntityManager, calendar: TLazyCalendar, id: number, reason: string): Promise<TAnimal> {
  const { today } = await calendar();
  return em.transactional(async (tx) => {
    const animal = await lockAnimal(tx, id);
    const live = { animal: animal.id, voidedAt: null };
    const adoptions = await tx.find(AdoptionSchema, live);
    const records = [
      ...(await tx.find(MedicalRecordSchema, live)),
      ...(await tx.find(BehaviorNoteSchema, live)),
      ...(await tx.find(AppointmentSchema, live)),
      ...(await tx.find(FosterPlacementSchema, live)),
      ...adoptions,
      ...(await tx.find(TransactionSchema, { relatedTo: { $in: adoptions.map((adoption) => adoption.id) }, transactionType: 'Adoption Fee', voidedAt: null })),
    ];
    markVoided(animal, reason);
    for (const record of records) markVoided(record, `Animal voided: ${reason}`);
    await tx.flush();
    return animalAnswer(tx, animal, today);
  });
}
