import type { EntityManager } from '@mikro-orm/postgresql';
import { formatDateUs } from '../../../src-shared/dates.js';
import { analyzeChipNumber } from '../../../src-shared/microchips.js';
import type { TAdoptionEntity } from '../adoptions/adoption.entity.js';
import type { TAnimalEntity } from '../animals/animal.entity.js';
import { MedicalRecordSchema } from '../medical/medical-record.entity.js';
import { PersonSchema } from '../people/person.entity.js';
import { getSettings } from '../settings/settings.service.js';
import { queueMessages, type TOutbox } from './outbox.js';
import { messageComposer, organizationValues } from './templates.service.js';
import { mayWrite } from './who-receives.js';

/** The registry named when the chip's number does not tell it (analyzeChipNumber's "Unknown: …"). */
const UNKNOWN_REGISTRY = 'the registry of the chip’s maker';

/**
 * A Completed adoption's welcome to the adopter (docs/domain.md#messages), in the adoption's
 * transaction: the vaccinations on record and the microchip to register. An adopter with no
 * address, or one an SMTP server refused for good, gets none.
 */
export async function writeAdoptionCompleted(
  tx: EntityManager,
  outbox: TOutbox,
  animal: Pick<TAnimalEntity, 'id' | 'name' | 'microchipId'>,
  adoption: Pick<TAdoptionEntity, 'id' | 'person' | 'adoptionDate'>,
): Promise<void> {
  const settings = await getSettings(tx);
  if (!mayWrite(settings, 'adoptionCompleted')) return;
  const adopter = await tx.findOneOrFail(PersonSchema, { id: adoption.person });
  if (!adopter.email || adopter.emailRefusedAt) return;
  const vaccinations = await tx.find(
    MedicalRecordSchema,
    { animal: animal.id, recordType: 'Vaccination', voidedAt: null },
    { orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }] },
  );
  const registry = animal.microchipId ? analyzeChipNumber(animal.microchipId).registry : null;
  const rendered = (await messageComposer(tx))('adoptionCompleted', {
    ...organizationValues(settings.organization),
    adopterName: adopter.name,
    animalName: animal.name,
    adoptionDate: formatDateUs(adoption.adoptionDate),
    vaccinationList: vaccinations.map((record) => ({
      text: `${formatDateUs(record.date)}: ${record.description}${record.product ? ` (${record.product})` : ''}`,
    })),
    microchip: animal.microchipId ?? '',
    microchipRegistry: !registry || registry.startsWith('Unknown') ? UNKNOWN_REGISTRY : registry,
  });
  // An adoption completed again after a correction (back to Pending, then Completed) welcomes no one twice.
  const dedupeKey = `adoptionCompleted:${adoption.id}`;
  await queueMessages(tx, outbox, [{ kind: 'adoptionCompleted', to: adopter.email, toName: adopter.name, ...rendered, personId: adopter.id, dedupeKey }]);
}
