import type { EntityManager } from '@mikro-orm/postgresql';
import { REMOVED } from '../../../src-shared/people.js';

/**
 * Erases values from the audit trail (docs/domain.md#people): the change `[old, new]` of each of
 * these fields, in every entry of these records, reads "[removed]" for each value it held (an
 * empty one stays null). Who changed what, and when, stays. Without it an erasure's own entry
 * would keep every value it removed. Runs in the caller's transaction, after its flush.
 */
export async function redactAudit(tx: EntityManager, entity: string, ids: readonly number[], fields: readonly string[]): Promise<void> {
  if (!ids.length) return;
  await tx.execute(
    `update audit_log a
        set changes = a.changes || coalesce((
              select jsonb_object_agg(f.key, (select jsonb_agg(case when v = 'null'::jsonb then v else to_jsonb(?::text) end)
                                                from jsonb_array_elements(f.value) v))
                from jsonb_each(a.changes) f
               where f.key in (?) and jsonb_typeof(f.value) = 'array'), '{}')
      where a.entity = ? and a.entity_id in (?) and jsonb_exists_any(a.changes, array[?])`,
    [REMOVED, [...fields], entity, ids.map(String), [...fields]],
  );
}
