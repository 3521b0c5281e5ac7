import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';

export const MedicalRecordSchema = defineEntity({
  name: 'MedicalRecord',
  tableName: 'medical_records',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    recordType: p.string().length(30),
    date: p.date(),
    description: p.text(),
    provider: p.string().length(200).nullable(),
    notes: p.text().nullable(),
    /** From a previous owner's vet or a transfer partner: may predate the intake. */
    outsideSource: p.boolean().default(false),
    /** HH:MM on the shelter's clock, when known. */
    time: p.string().length(5).nullable(),
    /** A surgery's procedure (SURGERY_PROCEDURES): Spay and Neuter make the spay/neuter status. */
    procedure: p.string().length(30).nullable(),
    /** A vaccine's or a drug's product, its lot and the lot's expiry. */
    product: p.string().length(200).nullable(),
    lotNumber: p.string().length(100).nullable(),
    lotExpiry: p.date().nullable(),
    /** A rabies vaccination's tag and the veterinarian who signs its certificate. */
    rabiesTag: p.string().length(50).nullable(),
    veterinarian: p.string().length(200).nullable(),
    /** A test's result (TEST_RESULTS). */
    testResult: p.string().length(20).nullable(),
    ...correctionProperties(),
  },
  indexes: [
    { name: 'medical_records_animal_date_idx', properties: ['animal', 'date', 'id'] },
    { name: 'medical_records_date_id_idx', properties: ['date', 'id'] },
  ],
});

export type TMedicalRecordEntity = InferEntity<typeof MedicalRecordSchema>;
