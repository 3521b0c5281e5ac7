import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { emailKey, phoneKey, type TPersonRole } from '../../../src-shared/people.js';
import type { TPerson, TPersonMerge } from '../../../src-shared/schemas/people.js';
import { changedBySomeoneElse, conflict, invalid, notFound } from '../../domain-errors.js';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { ApplicationSchema } from '../applications/application.entity.js';
import { DocumentSchema } from '../documents/document.entity.js';
import { TransactionSchema } from '../finance/transaction.entity.js';
import { FosterPlacementSchema } from '../foster/foster-placement.entity.js';
import { StaySchema } from '../journey/stay.entity.js';
import { personOf } from './people.service.js';
import { addRole, fillBlanks } from './person-links.js';
import type { TReader } from './person-rows.js';
import { PersonSchema, type TPersonEntity } from './person.entity.js';

/**
 * Every record that names the duplicate names the survivor instead, through the ORM so the audit
 * trail shows each move; voided records and those of a voided animal move too.
 */
async function moveLinks(tx: EntityManager, from: number, to: number): Promise<void> {
  const all = { filters: false } as const;
  for (const adoption of await tx.find(AdoptionSchema, { person: from }, all)) adoption.person = to;
  for (const placement of await tx.find(FosterPlacementSchema, { person: from }, all)) placement.person = to;
  for (const application of await tx.find(ApplicationSchema, { person: from }, all)) application.person = to;
  for (const transaction of await tx.find(TransactionSchema, { person: from }, all)) transaction.person = to;
  for (const stay of await tx.find(StaySchema, { owner: from }, all)) stay.owner = to;
  for (const stay of await tx.find(StaySchema, { finder: from }, all)) stay.finder = to;
  for (const stay of await tx.find(StaySchema, { destinationPerson: from }, all)) stay.destinationPerson = to;
  for (const document of await tx.find(DocumentSchema, { person: from }, all)) document.person = to;
}

const holdsPhone = (person: TPersonEntity, phone: string) => {
  const key = phoneKey(phone);
  return key ? [phoneKey(person.phone), phoneKey(person.altPhone)].includes(key) : [person.phone, person.altPhone].includes(phone);
};

/**
 * The duplicate's details onto the survivor, which keeps its own: its blanks are filled (contact
 * details as a record's link fills them, then the address, the organization and the foster home's
 * details), roles gather, a Do-not-adopt flag is never lost, and what the survivor cannot hold (a
 * name, an e-mail or a phone of its own) goes into its notes with the duplicate's notes.
 */
function absorb(survivor: TPersonEntity, duplicate: TPersonEntity): void {
  fillBlanks(survivor, { name: duplicate.name, email: duplicate.email ?? null, phone: duplicate.phone ?? null });
  fillBlanks(survivor, { name: duplicate.name, email: null, phone: duplicate.altPhone ?? null });
  const also = [
    ...(duplicate.name.trim().toLowerCase() === survivor.name.trim().toLowerCase() ? [] : [`also known as ${duplicate.name}`]),
    ...(duplicate.email && emailKey(duplicate.email) !== emailKey(survivor.email) ? [`e-mail ${duplicate.email}`] : []),
    ...[duplicate.phone, duplicate.altPhone].flatMap((phone) => (phone && !holdsPhone(survivor, phone) ? [`phone ${phone}`] : [])),
  ].join(', ');
  const aka = also.charAt(0).toUpperCase() + also.slice(1);
  survivor.notes = [survivor.notes, aka, duplicate.notes].filter(Boolean).join('\n') || null;
  survivor.address ??= duplicate.address ?? null;
  survivor.organization ??= duplicate.organization ?? null;
  survivor.fosterApprovedOn ??= duplicate.fosterApprovedOn ?? null;
  survivor.fosterCapacity ??= duplicate.fosterCapacity ?? null;
  if (!survivor.fosterSpecies.length) survivor.fosterSpecies = duplicate.fosterSpecies;
  if (!survivor.fosterAgeGroups.length) survivor.fosterAgeGroups = duplicate.fosterAgeGroups;
  survivor.volunteerActive ||= duplicate.volunteerActive;
  if (duplicate.doNotAdopt) {
    const reasons = new Set([survivor.doNotAdopt ? survivor.doNotAdoptReason : null, duplicate.doNotAdoptReason].filter(Boolean));
    survivor.doNotAdopt = true;
    survivor.doNotAdoptReason = [...reasons].join('; ');
  }
  for (const role of duplicate.roles) addRole(survivor, role as TPersonRole);
}

/**
 * Merges `duplicateId` into `id` (docs/domain.md#people, admins): its records move, its details
 * fill the survivor's blanks, and its row is deleted. Both rows are locked for it; an erased person
 * is no one to merge.
 */
export async function mergePeople(em: EntityManager, input: TPersonMerge, reader: TReader): Promise<TPerson> {
  if (input.id === input.duplicateId) throw invalid('A person cannot be merged into themselves', 'duplicateId');
  await em.transactional(async (tx) => {
    // In id order, so two merges of one pair wait for each other instead of deadlocking.
    const locked = await tx.find(
      PersonSchema,
      { id: { $in: [input.id, input.duplicateId] } },
      { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } },
    );
    const survivor = locked.find((person) => person.id === input.id);
    const duplicate = locked.find((person) => person.id === input.duplicateId);
    if (!survivor) throw notFound('Person');
    if (!duplicate) throw invalid('Person not found', 'duplicateId');
    if (input.version !== undefined && input.version !== survivor.version) throw conflict(changedBySomeoneElse('person'));
    if (survivor.anonymizedAt || duplicate.anonymizedAt) throw conflict('An erased person cannot be merged: their details are gone');
    await moveLinks(tx, duplicate.id, survivor.id);
    absorb(survivor, duplicate);
    survivor.mergedIds = [...survivor.mergedIds, duplicate.id, ...duplicate.mergedIds];
    tx.remove(duplicate);
    await tx.flush();
  });
  return personOf(em.fork(), input.id, reader);
}
