import type { EntityManager } from '@mikro-orm/postgresql';
import { isRabiesVaccination } from '../../../src-shared/care-plans.js';
import { formatDateUs } from '../../../src-shared/dates.js';
import { formatCents } from '../../../src-shared/money.js';
import type {
  TAdoptionContract,
  TAnimalFlyer,
  TContractPlaceholder,
  TReceipt,
  TReceiptPlaceholder,
  TVaccinationCertificate,
} from '../../../src-shared/schemas/printables.js';
import { isIncomeType } from '../../../src-shared/schemas/transactions.js';
import { conflict, notFound } from '../../domain-errors.js';
import { AdoptionSchema } from '../adoptions/adoption.entity.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { TransactionSchema } from '../finance/transaction.entity.js';
import { MedicalRecordSchema } from '../medical/medical-record.entity.js';
import { PersonSchema } from '../people/person.entity.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getSettings } from '../settings/settings.service.js';
import { printAnimal, printed } from './print-animals.js';

/** Papers other than kennel cards (kennel-cards.ts), each composed whole here (docs/domain.md#printables). */

/**
 * Every `{name}` the values know replaced by its value; any other braces stay as typed, so a
 * misspelt placeholder shows on paper and is noticed rather than silently dropped.
 */
export function fillPlaceholders(text: string, values: Partial<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** Settings' text as paragraphs: blank lines separate them. */
const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** For an event's table: no handling warnings, which stay on the kennel card. */
export async function animalFlyer(em: EntityManager, calendar: TLazyCalendar, origin: string, id: number): Promise<TAnimalFlyer> {
  const [paper, { traits, animal }, settings] = await Promise.all([printed(em, calendar), printAnimal(em, id, origin), getSettings(em)]);
  return { ...paper, animal, traits, openingHours: settings.organization.openingHours };
}

/**
 * The vaccinations on record, oldest first, given by their provider; the certificate is signed by
 * the veterinarian of the latest rabies vaccination naming one, else of the latest vaccination
 * naming one.
 */
export async function vaccinationCertificate(em: EntityManager, calendar: TLazyCalendar, origin: string, id: number): Promise<TVaccinationCertificate> {
  const [paper, { animal }] = await Promise.all([printed(em, calendar), printAnimal(em, id, origin)]);
  const records = await em.find(
    MedicalRecordSchema,
    { animal: id, recordType: 'Vaccination', voidedAt: null },
    { orderBy: [{ date: 'asc' }, { time: 'asc' }, { id: 'asc' }] },
  );
  const named = records.filter((record) => record.veterinarian);
  const signing = named.findLast((record) => isRabiesVaccination(record.recordType, `${record.description} ${record.product ?? ''}`)) ?? named.at(-1);
  return {
    ...paper,
    animal,
    vaccinations: records.map((record) => ({
      date: record.date,
      description: record.description,
      product: record.product ?? null,
      lotNumber: record.lotNumber ?? null,
      lotExpiry: record.lotExpiry ?? null,
      givenBy: record.provider ?? null,
      veterinarian: record.veterinarian ?? null,
      rabiesTag: record.rabiesTag ?? null,
      outsideSource: record.outsideSource,
    })),
    veterinarian: signing?.veterinarian ?? null,
  };
}

/** The live Adoption Fee income booked for an adoption: its transactions, oldest first, and their sum in cents. */
async function feesPaid(em: EntityManager, adoptionId: number): Promise<{ ids: number[]; paid: number }> {
  const fees = await em.find(
    TransactionSchema,
    { relatedTo: adoptionId, transactionType: 'Adoption Fee', voidedAt: null },
    { fields: ['amount'], orderBy: { date: 'asc', id: 'asc' } },
  );
  return { ids: fees.map((fee) => fee.id), paid: fees.reduce((sum, fee) => sum + fee.amount, 0) };
}

/** What a voided adoption's contract says it is: still printable, as the record it was. */
const VOIDED = 'Voided';

/**
 * The contract the adopter signs, reprintable whatever became of the adoption (its status says
 * so). Its terms are Settings → Printing's, with the placeholders filled: money as the app shows
 * it, dates as printed papers show them ("Mar 5, 2026").
 */
export async function adoptionContract(em: EntityManager, calendar: TLazyCalendar, origin: string, adoptionId: number): Promise<TAdoptionContract> {
  const adoption = await em.findOne(AdoptionSchema, { id: adoptionId });
  if (!adoption) throw notFound('Adoption');
  const [paper, { animal }, adopter, fees, settings] = await Promise.all([
    printed(em, calendar),
    printAnimal(em, adoption.animal, origin),
    em.findOneOrFail(PersonSchema, { id: adoption.person }),
    feesPaid(em, adoption.id),
    getSettings(em),
  ]);
  const values: Record<TContractPlaceholder, string> = {
    organizationName: paper.organization.name,
    adopterName: adopter.name,
    animalName: animal.name,
    animalId: animal.animalId,
    species: animal.species,
    microchip: animal.microchipId ?? 'none recorded',
    adoptionDate: formatDateUs(adoption.adoptionDate),
    fee: formatCents(adoption.feeAmount),
    taxId: paper.organization.taxId,
  };
  return {
    ...paper,
    adoptionId: adoption.id,
    adoptionDate: adoption.adoptionDate,
    status: adoption.voidedAt ? VOIDED : adoption.status,
    feeAmount: adoption.feeAmount,
    feePaid: fees.paid,
    feeTransactionIds: fees.ids,
    adopter: { name: adopter.name, email: adopter.email ?? '', phone: adopter.phone ?? '', address: adopter.address ?? null },
    animal,
    terms: paragraphs(fillPlaceholders(settings.printing.contractTerms, values)),
  };
}

/** A receipt's number as printed: the transaction's id, so reprinting gives the same one. */
export const receiptNumber = (transactionId: number) => `R-${String(transactionId).padStart(6, '0')}`;

/**
 * A receipt for income received (docs/domain.md#printables): a donation's carries the
 * tax-deductibility wording, any other income the fee wording. An expense has no receipt to give,
 * and a voided transaction is gone.
 */
export async function receipt(em: EntityManager, calendar: TLazyCalendar, transactionId: number): Promise<TReceipt> {
  const transaction = await em.findOne(TransactionSchema, { id: transactionId, voidedAt: null });
  if (!transaction) throw notFound('Transaction');
  if (!isIncomeType(transaction.transactionType)) {
    throw conflict(`${transaction.transactionType} is an expense: only income (a fee or a donation) gets a receipt`);
  }
  const adoption =
    transaction.transactionType === 'Adoption Fee' && transaction.relatedTo ? await em.findOne(AdoptionSchema, { id: transaction.relatedTo }) : null;
  const [paper, payer, animal, settings] = await Promise.all([
    printed(em, calendar),
    transaction.person ? em.findOne(PersonSchema, { id: transaction.person }) : null,
    adoption ? em.findOne(AnimalSchema, { id: adoption.animal }) : null,
    getSettings(em),
  ]);
  const { donationReceiptWording, feeReceiptWording } = settings.printing;
  const wording = transaction.transactionType === 'Donation' ? donationReceiptWording : feeReceiptWording;
  const receiptValues: Record<TReceiptPlaceholder, string> = { organizationName: paper.organization.name, taxId: paper.organization.taxId };
  return {
    ...paper,
    transactionId: transaction.id,
    number: receiptNumber(transaction.id),
    date: transaction.date,
    transactionType: transaction.transactionType,
    amount: transaction.amount,
    paymentMethod: transaction.paymentMethod ?? null,
    description: transaction.description ?? null,
    payer: payer ? { name: payer.name, address: payer.address ?? null, email: payer.email ?? null } : null,
    animal: animal ? { animalId: animal.animalId, name: animal.name } : null,
    wording: fillPlaceholders(wording, receiptValues),
  };
}
