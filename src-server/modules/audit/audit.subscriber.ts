import { ArrayType, type ChangeSet, type EntityMetadata, type EntityName, type EventArgs, type EventSubscriber, type Platform } from '@mikro-orm/core';
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
 * A row as the log keeps it: array columns as lists (a change set holds them as the database writes
 * them, "{a,b}"), and no column the database computes from others (a person's search text would
 * repeat the values an erasure must be able to find and remove).
 */
function asLogged(meta: EntityMetadata<object>, row: TRow | undefined, platform: Platform): TRow | undefined {
  if (!row) return row;
  const props = new Map(meta.props.map((prop) => [prop.name as string, prop]));
  const logged = Object.entries(row).filter(([field]) => !props.get(field)?.generated);
  const read = (field: string, value: unknown) => {
    const type = props.get(field)?.customType;
    return type instanceof ArrayType && typeof value === 'string' ? (type.convertToJSValue(value, platform) as unknown) : value;
  };
  return Object.fromEntries(logged.map(([field, value]) => [field, read(field, value)]));
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

  /** A deleted row's last values, so that nothing a merge removes is lost from the log. */
  afterDelete(args: EventArgs<object>): Promise<void> {
    const meta = args.meta ?? args.changeSet?.meta;
    const entity = args.entity as TRow;
    const last = meta
      ? Object.fromEntries(meta.props.filter((prop) => prop.persist !== false && !prop.primary).map((prop) => [prop.name, entity[prop.name]]))
      : undefined;
    return this.write(args, 'delete', last, undefined);
  }

  private async write(args: EventArgs<object>, action: string, before: TRow | undefined, after: TRow | undefined): Promise<void> {
    const changeSet = args.changeSet as ChangeSet<object> | undefined;
    if (!changeSet) return;
    const platform = args.em.getPlatform();
    const changes = describeChanges(asLogged(changeSet.meta, before, platform), asLogged(changeSet.meta, after, platform));
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
