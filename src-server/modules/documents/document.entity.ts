import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { PersonSchema } from '../people/person.entity.js';
import { UserSchema } from '../users/user.entity.js';

/**
 * A document kept on an animal or a person (docs/domain.md#documents): a PDF or an image such as a
 * previous owner's vet records or a signed contract's scan. Its bytes are one file in the file store
 * under `fileKey`; it is only ever downloaded by signed-in staff, never shown on the portal.
 */
export const DocumentSchema = defineEntity({
  name: 'Document',
  tableName: 'documents',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().nullable().deleteRule('restrict'),
    person: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('restrict'),
    title: p.string().length(200),
    fileName: p.string().length(255),
    contentType: p.string().length(100),
    byteSize: p.integer(),
    fileKey: p.string().length(300),
    uploadedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  checks: [{ name: 'documents_one_owner_check', expression: 'num_nonnulls("animal_id", "person_id") = 1' }],
  indexes: [
    {
      name: 'documents_animal_idx',
      expression: 'create index "documents_animal_idx" on "documents" ("animal_id", "created_at", "id") where "animal_id" is not null',
    },
    {
      name: 'documents_person_idx',
      expression: 'create index "documents_person_idx" on "documents" ("person_id", "created_at", "id") where "person_id" is not null',
    },
  ],
});

export type TDocumentEntity = InferEntity<typeof DocumentSchema>;
