import { ReferenceKind, type EntityKey, type EntityName } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { TPage } from '../../src-shared/paging.js';

/** The conditions of a hand-written statement, `and`-ed, with their parameters in order. */
export class SqlConditions {
  readonly #clauses: string[];
  readonly params: unknown[] = [];

  constructor(...clauses: string[]) {
    this.#clauses = clauses;
  }

  add(clause: string, ...values: unknown[]): void {
    this.#clauses.push(clause);
    this.params.push(...values);
  }

  get sql(): string {
    return this.#clauses.length ? this.#clauses.join(' and ') : 'true';
  }
}

export interface TPageQuery {
  limit?: number | undefined;
  offset?: number | undefined;
}

export interface TPageStatement {
  /** The select list; it takes no parameters. */
  columns: string;
  /** `from` and joins, shared by the page and its count. */
  from: string;
  where: SqlConditions;
  orderBy: string;
}

/**
 * A page of a list and the size of the whole list in one round trip, for the lists read most: each
 * row carries `total`, an uncorrelated count PostgreSQL answers once (a window count would walk
 * every matching row to find the page), and no entity is built. A page past the end has no row to
 * carry the count: only then is it counted apart.
 */
export async function selectPage<R>(em: EntityManager, statement: TPageStatement, page: TPageQuery): Promise<TPage<R>> {
  const { columns, from, where, orderBy } = statement;
  if (page.limit === undefined && page.offset === undefined) {
    // Unpaged (an animal's tabs ask so), the rows are the whole list: a count would be thrown away.
    const rows = await selectRows<R>(em, statement, page);
    return { items: rows, total: rows.length };
  }
  const select = (limit: number | null, offset: number) =>
    em.getConnection().execute<(R & { total: string })[]>(
      `select ${columns}, (select count(*) from ${from} where ${where.sql}) as total
         from ${from}
        where ${where.sql}
        order by ${orderBy}
        limit ? offset ?`,
      [...where.params, ...where.params, limit, offset],
    );
  const rows = await select(page.limit ?? null, page.offset ?? 0);
  const carrier = rows[0] ?? (page.offset ? (await select(1, 0))[0] : undefined);
  return { items: rows.map(({ total: _total, ...row }) => row as R), total: Number(carrier?.total ?? 0) };
}

/** A page of a list without its size, for a caller that counts the rows its own way (a report's figures). */
export function selectRows<R>(em: EntityManager, { columns, from, where, orderBy }: TPageStatement, page: TPageQuery): Promise<R[]> {
  return em
    .getConnection()
    .execute<R[]>(`select ${columns} from ${from} where ${where.sql} order by ${orderBy} limit ? offset ?`, [
      ...where.params,
      page.limit ?? null,
      page.offset ?? 0,
    ]);
}

/** The first rows of a search, and how many rows match, counted up to a limit. */
export interface TFirstRows<R> {
  items: R[];
  /** How many rows match, at most `countLimit`. */
  total: number;
  /** Whether `total` is every match, or more rows match than were counted. */
  exact: boolean;
}

/**
 * The first `limit` rows of each statement and a count of its rows that stops past `countLimit`,
 * all in one statement: a search box needs "5 of 240" or "5 of 100+" for each group it shows, and
 * a contains-search matching thousands of rows would otherwise read each of them to count it. One
 * statement is one round trip and one plan instead of a statement per group (bench/README.md,
 * issue 20). Each group's rows come back as one JSON array, in the statement's order: nothing
 * between the sorted subquery and `json_agg` reorders them. Rows read through JSON, so a
 * statement's columns are text, numbers, booleans and arrays (dates formatted in the select list).
 */
export async function selectFirstRowsOfEach<T extends Record<string, unknown>>(
  em: EntityManager,
  statements: { [K in keyof T]: TPageStatement },
  limit: number,
  countLimit: number,
): Promise<{ [K in keyof T]: TFirstRows<Exclude<T[K], undefined>> }> {
  const groups = Object.entries(statements).filter((entry): entry is [string, TPageStatement] => entry[1] !== undefined);
  const params: unknown[] = [];
  const selects = groups.map(([, { columns, from, where, orderBy }], index) => {
    params.push(...where.params, limit, ...where.params, countLimit + 1);
    return `(select coalesce(json_agg(r), '[]') from (select ${columns} from ${from} where ${where.sql} order by ${orderBy} limit ?) as r) as items${index},
            (select count(*) from (select 1 from ${from} where ${where.sql} limit ?) as counted) as total${index}`;
  });
  const [row] = await em.getConnection().execute<Record<string, unknown>[]>(`select ${selects.join(',\n')}`, params);
  const found = groups.map(([name], index) => {
    const counted = Number(row?.[`total${index}`] ?? 0);
    return [name, { items: row?.[`items${index}`] ?? [], total: Math.min(counted, countLimit), exact: counted <= countLimit }];
  });
  return Object.fromEntries(found) as { [K in keyof T]: TFirstRows<Exclude<T[K], undefined>> };
}

/**
 * `alias.column as "property"` for each of an entity's properties: a hand-written statement whose
 * rows read like the entity, so the entity's own mapping to its answer serves them too.
 */
export function columnsAs<E extends object>(em: EntityManager, entity: EntityName<E>, alias: string, properties: readonly (EntityKey<E> & string)[]): string {
  const meta = em.getMetadata(entity);
  return properties.map((property) => `${alias}.${meta.properties[property].fieldNames[0]} as "${property}"`).join(', ');
}

/**
 * Every column an entity maps, as `alias.column as "property"` (a many-to-one under its relation's
 * name, as the key the entity maps it to): a read-only list's rows that read like the entity, so
 * its mapping to an answer serves them, without an entity built per row.
 */
export function entityColumns<E extends object>(em: EntityManager, entity: EntityName<E>, alias: string): string {
  const meta = em.getMetadata(entity);
  const key = `${meta.className} ${alias}`;
  let columns = ENTITY_COLUMNS.get(key);
  if (columns === undefined) {
    const stored = meta.props.filter(
      (property) =>
        property.persist !== false &&
        property.fieldNames.length === 1 &&
        (property.kind === ReferenceKind.SCALAR || property.kind === ReferenceKind.MANY_TO_ONE),
    );
    columns = stored.map((property) => `${alias}.${property.fieldNames[0]} as "${property.name}"`).join(', ');
    ENTITY_COLUMNS.set(key, columns);
  }
  return columns;
}

/** entityColumns' lists, by entity and alias: the metadata is fixed once the ORM has started. */
const ENTITY_COLUMNS = new Map<string, string>();
