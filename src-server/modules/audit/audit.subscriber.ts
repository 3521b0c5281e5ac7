import type { ChangeSet, EntityName, EventArgs, EventSubscriber } from '@mikro-orm/core';
import { actorStorage } from './actor.js';

/** Fields that are bookkeeping, not content: their change says nothing a reader needs. */
const IGNORED = new Set(['version', 'updatedAt', 'createdAt']);
/** Fields whose values never enter the log; only the fact that they changed. */
const SECRET = new Set(['passwordHash']);

type TRow = Record<string, unknown>;

function jsonValue(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  return value ?? null;
}

/** `{ field: [old, new] }` for each field the change set wrote. */
export function describeChanges(before: TRow | undefined, after: TRow | undefined): Record<string, unknown> {
  const fields = new Set([...Object.keys(after ?? {}), ...(after ? [] : Object.keys(before ?? {}))]);
  const changes: Record<string, unknown> = {};
  for (const field of fields) {
    if (IGNORED.has(field)) continue;
    const name = field === 'passwordHash' ? 'password' : field;
    if (SECRET.has(field)) {
      changes[name] = 'changed';
      continue;
    }
    const old = jsonValue(before?.[field]);
    const next = after ? jsonValue(after[field]) : null;
    if (JSON.stringify(old) !== JSON.stringify(next)) changes[name] = [old, next];
  }
  return changes;
}

/**
 * Records every insert, update and delete of the audited entities in audit_log, inside the
 * transaction that makes the change: a write and its audit row commit or roll back together.
 */
export class AuditSubscriber implements EventSubscriber {
  constructor(private readonly audited: string[]) {}

  getSubscribedEntities(): EntityName<object>[] {
    return this.audited;
  }

  afterCreate(args: EventArgs<object>): Promise<void> {
    return this.write(args, 'create', undefined, args.changeSet?.payload as TRow | undefined);
  }

  afterUpdate(args: EventArgs<object>): Promise<void> {
    return this.write(args, 'update', args.changeSet?.originalEntity as TRow | undefined, args.changeSet?.payload as TRow | undefined);
  }

  afterDelete(args: EventArgs<object>): Promise<void> {
    return this.write(args, 'delete', args.changeSet?.originalEntity as TRow | undefined, undefined);
  }

  private async write(args: EventArgs<object>, action: string, before: TRow | undefined, after: TRow | undefined): Promise<void> {
    const changeSet = args.changeSet as ChangeSet<object> | undefined;
    if (!changeSet) return;
    const changes = describeChanges(before, after);
    if (action === 'update' && Object.keys(changes).length === 0) return;
    const entity = args.entity as TRow;
    const meta = args.meta ?? changeSet.meta;
    const id = meta.primaryKeys.map((key) => String(entity[key])).join(':');
    const animalId = meta.className === 'Animal' ? entity.id : (entity.animal ?? null);
    const actor = actorStorage.getStore() ?? null;
    await args.em
      .getConnection()
      .execute(
        'insert into audit_log (user_id, username, action, entity, entity_id, animal_id, changes) values (?, ?, ?, ?, ?, ?, ?)',
        [actor?.userId ?? null, actor?.username ?? null, action, meta.className, id, typeof animalId === 'number' ? animalId : null, JSON.stringify(changes)],
        'run',
        args.em.getTransactionContext(),
      );
  }
}
