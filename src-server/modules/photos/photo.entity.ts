import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { AnimalSchema } from '../animals/animal.entity.js';
import { UserSchema } from '../users/user.entity.js';

/**
 * A photo of an animal (docs/domain.md#photos). Its sizes are files in the file store under
 * `photos/<contentHash>/<width>.<webp|jpg|avif>`, one per entry of `widths`; `width` and `height`
 * are the largest size's. The live photos' order is `position`, and the first is the primary one
 * (the portal's card and share image). Voiding one deletes its files and keeps the row.
 */
export const PhotoSchema = defineEntity({
  name: 'Photo',
  tableName: 'photos',
  properties: {
    id: p.integer().primary().autoincrement(),
    animal: () => p.manyToOne(AnimalSchema).mapToPk().deleteRule('restrict'),
    position: p.integer(),
    caption: p.string().length(300).nullable(),
    contentHash: p.string().length(64),
    width: p.integer(),
    height: p.integer(),
    widths: p.array(Number).columnType('int[]'),
    /** The AVIF sizes, made afterwards by the background queue (photo-avif job). */
    avif: p.boolean().default(false),
    /** What was uploaded: its format (jpeg, png, webp, heif) and size in bytes. */
    sourceType: p.string().length(30),
    sourceBytes: p.integer(),
    uploadedBy: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  indexes: [
    {
      name: 'photos_animal_position_idx',
      expression: 'create index "photos_animal_position_idx" on "photos" ("animal_id", "position", "id") where "voided_at" is null',
    },
  ],
});

export type TPhotoEntity = InferEntity<typeof PhotoSchema>;
