import type { EntityManager } from '@mikro-orm/postgresql';
import { scheduleProtocol, type TScheduledItem } from '../../../src-shared/care-plans.js';
import type { TIntakeCarePlan } from '../../../src-shared/schemas/care-plans.js';
import { invalid } from '../../domain-errors.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import type { TStayEntity } from '../journey/stay.entity.js';
import { CarePlanItemSchema } from './care-plan-item.entity.js';
import { refreshCareSummary } from './care-summary.js';
import { ProtocolSchema } from './protocol.entity.js';
import { protocolFor } from './protocols.service.js';

/**
 * The care plan an intake starts (docs/domain.md#care-plans), in the intake's transaction:
 * - left out: the matching protocol as scheduled, its surgery left out for an animal already
 *   altered; but a return, or an animal whose plan still has items due, resumes its plan instead;
 * - null: nothing;
 * - sent: exactly those items (staff's changes to the preview), naming the protocol they came from.
 */
export async function applyCarePlanOnIntake(
  tx: EntityManager,
  animal: Pick<TAnimalEntity, 'id' | 'species' | 'birthDate'>,
  stay: Pick<TStayEntity, 'intakeDate' | 'returnedAdoption'>,
  carePlan: TIntakeCarePlan,
  alteredAtIntake: boolean,
): Promise<void> {
  if (carePlan === null) return;
  const planned = carePlan ? await chosenItems(tx, stay, carePlan) : await protocolItems(tx, animal, stay, alteredAtIntake);
  if (!planned?.items.length) return;
  for (const item of planned.items) {
    tx.create(CarePlanItemSchema, {
      animal: animal.id,
      itemType: item.itemType,
      name: item.name,
      dueDate: item.dueDate,
      status: 'Due',
      protocol: planned.protocolId,
    });
  }
  await tx.flush();
  await refreshCareSummary(tx, animal.id);
}

interface TPlanned {
  protocolId: number | null;
  items: TScheduledItem[];
}

async function chosenItems(tx: EntityManager, stay: Pick<TStayEntity, 'intakeDate'>, carePlan: NonNullable<TIntakeCarePlan>): Promise<TPlanned> {
  if (carePlan.protocolId !== null && !(await tx.count(ProtocolSchema, { id: carePlan.protocolId }))) {
    throw invalid('Protocol not found', 'carePlan.protocolId');
  }
  carePlan.items.forEach((item, index) => {
    if (item.dueDate < stay.intakeDate) {
      throw invalid(`Due date cannot be before the intake date (${stay.intakeDate})`, `carePlan.items.${index}.dueDate`);
    }
  });
  return { protocolId: carePlan.protocolId, items: carePlan.items };
}

async function protocolItems(
  tx: EntityManager,
  animal: Pick<TAnimalEntity, 'id' | 'species' | 'birthDate'>,
  stay: Pick<TStayEntity, 'intakeDate' | 'returnedAdoption'>,
  alteredAtIntake: boolean,
): Promise<TPlanned | null> {
  if (stay.returnedAdoption) return null;
  if (await tx.count(CarePlanItemSchema, { animal: animal.id, status: 'Due' })) return null;
  const subject = { species: animal.species, birthDate: animal.birthDate ?? null, intakeDate: stay.intakeDate };
  const protocol = await protocolFor(tx, subject);
  if (!protocol) return null;
  const items = scheduleProtocol(protocol.steps, subject).filter((item) => !(alteredAtIntake && item.itemType === 'Surgery'));
  return { protocolId: protocol.id, items };
}

/** An intake's care plan with its due dates as the shelter's calendar dates (a date-time may be sent, as for any date). */
export function carePlanInCalendar(carePlan: TIntakeCarePlan, date: (value: string) => string): TIntakeCarePlan {
  return carePlan && { ...carePlan, items: carePlan.items.map((item) => ({ ...item, dueDate: date(item.dueDate) })) };
}
