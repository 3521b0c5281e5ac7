import type { FilterQuery, QueryOrderMap } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES } from '../../../src-shared/enums.js';
import { transactionDateBounds } from '../../../src-shared/record-dates.js';
import {
  signProblem,
  type TTransaction,
  type TTransactionCreate,
  type TTransactionListQuery,
  type TTransactionUpdate,
} from '../../../src-shared/schemas/transactions.js';
import { invalid } from '../../domain-errors.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { pageOptions } from '../../db/filters.js';
import { recordListFilter } from '../../db/list-filters.js';
import type { TPage } from '../../../src-shared/paging.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { assertDateWithin } from '../../date-bounds.js';
import { TransactionSchema, type TTransactionEntity } from './transaction.entity.js';

export function toTransaction(transaction: TTransactionEntity): TTransaction {
  return {
    id: transaction.id,
    version: transaction.version,
    transactionType: transaction.transactionType,
    amount: transaction.amount,
    date: transaction.date,
    relatedTo: transaction.relatedTo ?? null,
    description: transaction.description ?? null,
    paymentMethod: transaction.paymentMethod ?? null,
  };
}

/** What a list query selects; voided transactions are left out. */
function listFilter(query: TTransactionListQuery): FilterQuery<TTransactionEntity> {
  const where = recordListFilter<TTransactionEntity>(query, { date: 'date', text: ['description', 'transactionType', 'paymentMethod'] });
  if (query.type) where.transactionType = query.type;
  else if (query.kind) where.transactionType = { $in: [...(query.kind === 'income' ? INCOME_TRANSACTION_TYPES : EXPENSE_TRANSACTION_TYPES)] };
  return where;
}

const NEWEST_FIRST: QueryOrderMap<TTransactionEntity>[] = [{ date: 'desc' }, { id: 'desc' }];

/** Newest first, with the size of the whole list. */
export async function listTransactions(em: EntityManager, query: TTransactionListQuery): Promise<TPage<TTransaction>> {
  const [transactions, total] = await em.findAndCount(TransactionSchema, listFilter(query), { orderBy: NEWEST_FIRST, ...pageOptions(query) });
  return { items: transactions.map(toTransaction), total };
}

/** listTransactions' page alone, for a caller that counts the rows with its own sums (the financial report). */
export async function transactionRows(em: EntityManager, query: TTransactionListQuery): Promise<TTransaction[]> {
  const transactions = await em.find(TransactionSchema, listFilter(query), { orderBy: NEWEST_FIRST, ...pageOptions(query) });
  return transactions.map(toTransaction);
}

export async function createTransaction(em: EntityManager, calendar: TLazyCalendar, input: TTransactionCreate): Promise<TTransaction> {
  const cal = await calendar();
  const date = cal.date(input.date);
  assertDateWithin(date, transactionDateBounds(cal.today), 'date');
  const transaction = em.create(TransactionSchema, { ...input, date });
  await em.flush();
  return toTransaction(transaction);
}

/** A correction keeps the sign rule for the type and amount it ends up with. */
export async function updateTransaction(em: EntityManager, calendar: TLazyCalendar, input: TTransactionUpdate): Promise<TTransaction> {
  const { id, version, ...changes } = input;
  const transaction = assertCorrectable(await em.findOne(TransactionSchema, { id }), 'Transaction', version);
  const fields = sentFields(changes);
  if (fields.date) {
    const cal = await calendar();
    fields.date = cal.date(fields.date);
    assertDateWithin(fields.date, transactionDateBounds(cal.today), 'date');
  }
  const problem = signProblem(fields.transactionType ?? transaction.transactionType, fields.amount ?? transaction.amount);
  if (problem) throw invalid(problem, 'amount');
  em.assign(transaction, fields);
  await em.flush();
  return toTransaction(transaction);
}

export async function voidTransaction(em: EntityManager, id: number, reason: string): Promise<TTransaction> {
  const transaction = assertCorrectable(await em.findOne(TransactionSchema, { id }), 'Transaction');
  markVoided(transaction, reason);
  await em.flush();
  return toTransaction(transaction);
}
