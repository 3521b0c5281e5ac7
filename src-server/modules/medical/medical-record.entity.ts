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
    ...correctionProperties(),
  },
  indexes: [
    { name: 'medical_records_animal_date_idx', properties: ['animal', 'date', 'id'] },
    { name: 'medical_records_date_id_idx', properties: ['date', 'id'] },
  ],
});

export type TMedicalRecordEntity = InferEntity<typeof MedicalRecordSchema>;
