import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { TProtocolStep } from '../../../src-shared/care-plans.js';

/** A named template of what an intake schedules, per species and age (docs/domain.md#care-plans). */
export const ProtocolSchema = defineEntity({
  name: 'Protocol',
  tableName: 'medical_protocols',
  properties: {
    id: p.integer().primary().autoincrement(),
    name: p.string().length(100).unique(),
    species: p.string().length(30),
    /** Age on the intake day, in weeks: from (inclusive) to (exclusive); null is open. */
    minAgeWeeks: p.integer().nullable(),
    maxAgeWeeks: p.integer().nullable(),
    active: p.boolean().default(true),
    /** In order; a step is small and always read with its protocol, so the steps are one JSON column. */
    steps: p.json<TProtocolStep[]>(),
    version: p.integer().version(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});

export type TProtocolEntity = InferEntity<typeof ProtocolSchema>;
