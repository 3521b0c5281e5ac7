import type { EntityManager } from '@mikro-orm/postgresql';
import { EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES } from '../../../src-shared/enums.js';
import { transactionDateBounds } from '../../../src-shared/record-dates.js';
import {
  isIncomeType,
  PAYER_ON_INCOME_ONLY,
  signProblem,
  type TTransaction,
  type TTransactionCreate,
  type TTransactionListQuery,
  type TTransactionTotals,
  type TTransactionTotalsQuery,
  type TTransactionUpdate,
} from '../../../src-shared/schemas/transactions.js';
import { invalid } from '../../domain-errors.js';
import { assertCorrectable, markVoided, sentFields } from '../../db/corrections.js';
import { selectPage, selectRows, type TPageQuery } from '../../db/sql-page.js';
import { recordConditions } from '../../db/list-filters.js';
import { sqlList } from '../../db/sql-list.js';
import type { TPage } from '../../../src-shared/paging.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { assertDateWithin } from '../../date-bounds.js';
import { peopleById } from '../people/people-by-id.js';
import { addRole, requirePerson } from '../people/person-links.js';
import { PersonSchema, type TPersonEntity } from '../people/person.entity.js';
import { TransactionSchema, type TTransactionEntity } from './transaction.entity.js';

function toTransaction(transaction: TTransactionEntity, person: Pick<TPersonEntity, 'name'> | undefined): TTransaction {
  return {
    id: transaction.id,
    version: transaction.version,
    transactionType: transaction.transactionType,
    amount: transaction.amount,
    date: transaction.date,
    relatedTo: transaction.relatedTo ?? null,
    description: transaction.description ?? null,
    paymentMethod: transaction.paymentMethod ?? null,
    personId: transaction.person ?? null,
    personName: person?.name ?? null,
  };
}

/** Transactions with their donors' or payers' names, read in one query. */
async function withPeople(em: EntityManager, transactions: TTransactionEntity[]): Promise<TTransaction[]> {
  const people = await peopleById(
    em,
    transactions.map((transaction) => transaction.person),
  );
  return transactions.map((transaction) => toTransaction(transaction, transaction.person ? people.get(transaction.person) : undefined));
}

/**
 * The donor or payer a transaction ends up naming: on income only; one newly named must be a
 * person who may be linked (one named before stays, erased or not); a Donation makes them a Donor.
 */
async function payerOf(em: EntityManager, type: string, personId: number | null, newlyNamed: boolean): Promise<TPersonEntity | null> {
  if (!personId) return null;
  if (!isIncomeType(type)) throw invalid(PAYER_ON_INCOME_ONLY, 'personId');
  const person = newlyNamed ? await requirePerson(em, personId, 'personId') : await em.findOneOrFail(PersonSchema, { id: personId });
  if (type === 'Donation') addRole(person, 'Donor');
  return person;
}

/** A transaction as listTransactions answers it, read as `r` with its payer `p` (TRANSACTIONS). */
const TRANSACTION_ANSWER = `r.id, r.version, r.transaction_type as "transactionType", r.amount, r.date, r.related_to as "relatedTo", r.description,
  r.payment_method as "paymentMethod", r.person_id as "personId", p.name as "personName"`;
const TRANSACTIONS = 'financial_transactions r left join people p on p.id = r.person_id';
const NEWEST_FIRST = 'r.date desc, r.id desc';

/**
 * Newest first, with the size of the whole list: one statement mapped straight to the answer
 * (db/sql-page.ts); voided transactions are left out.
 */
export function listTransactions(em: EntityManager, query: TTransactionListQuery): Promise<TPage<TTransaction>> {
  const where = recordConditions(query, { date: 'date', text: ['description', 'transaction_type', 'payment_method'] });
  if (query.type) where.add('r.transaction_type = ?', query.type);
  else if (query.kind) where.add(`r.transaction_type in (${sqlList(query.kind === 'income' ? INCOME_TRANSACTION_TYPES : EXPENSE_TRANSACTION_TYPES)})`);
  return selectPage<TTransaction>(em, { columns: TRANSACTION_ANSWER, from: TRANSACTIONS, where, orderBy: NEWEST_FIRST }, query);
}

/**
 * The Financial cards: income, expenses, balance and count over a range (voided transactions left
 * out), and the types present, for the screen's tabs; one grouped statement over financial_transactions_live_date_idx.
 */
export async function transactionTotals(em: EntityManager, query: TTransactionTotalsQuery): Promise<TTransactionTotals> {
  const bounds = [...(query.from ? [['>=', query.from]] : []), ...(query.to ? [['<=', query.to]] : [])] as const;
  const rows = await em.getConnection().execute<{ type: string; income: string; expenses: string; count: string }[]>(
    `select transaction_type as type,
            coalesce(sum(amount) filter (where amount > 0), 0) as income,
            coalesce(-sum(amount) filter (where amount < 0), 0) as expenses,
            count(*) as count
       from financial_transactions
      where voided_at is null${bounds.map(([operator]) => ` and date ${operator} ?`).join('')}
      group by transaction_type order by transaction_type`,
    bounds.map(([, date]) => date),
  );
  const sum = (pick: (row: (typeof rows)[number]) => string) => rows.reduce((total, row) => total + Number(pick(row)), 0);
  const income = sum((row) => row.income);
  const expenses = sum((row) => row.expenses);
  return { income, expenses, balance: income - expenses, count: sum((row) => row.count), types: rows.map((row) => row.type) };
}

/**
 * A page of a range's transactions as listTransactions answers them, newest first, for a caller
 * that counts the rows with its own sums (the financial report): one statement mapped straight to
 * the answer, no entity built (bench/README.md, issue 26).
 */
export function transactionRows(em: EntityManager, range: { from: string; to: string }, page: TPageQuery): Promise<TTransaction[]> {
  const where = recordConditions(range, { date: 'date', text: [] });
  return selectRows<TTransaction>(em, { columns: TRANSACTION_ANSWER, from: TRANSACTIONS, where, orderBy: NEWEST_FIRST }, page);
}

export async function createTransaction(em: EntityManager, calendar: TLazyCalendar, input: TTransactionCreate): Promise<TTransaction> {
  const cal = await calendar();
  const date = cal.date(input.date);
  assertDateWithin(date, transactionDateBounds(cal.today), 'date');
  const { personId, ...fields } = input;
  const person = await payerOf(em, input.transactionType, personId, true);
  const transaction = em.create(TransactionSchema, { ...fields, date, person: person?.id ?? null });
  await em.flush();
  return toTransaction(transaction, person ?? undefined);
}

/** A correction keeps the sign rule for the type and amount it ends up with. */
export async function updateTransaction(em: EntityManager, calendar: TLazyCalendar, input: TTransactionUpdate): Promise<TTransaction> {
  const { id, version, personId, ...changes } = input;
  const transaction = assertCorrectable(await em.findOne(TransactionSchema, { id }), 'Transaction', version);
  const fields = sentFields(changes);
  if (fields.date) {
    const cal = await calendar();
    fields.date = cal.date(fields.date);
    assertDateWithin(fields.date, transactionDateBounds(cal.today), 'date');
  }
  const problem = signProblem(fields.transactionType ?? transaction.transactionType, fields.amount ?? transaction.amount);
  if (problem) throw invalid(problem, 'amount');
  const linked = personId === undefined ? (transaction.person ?? null) : personId;
  const person = await payerOf(em, fields.transactionType ?? transaction.transactionType, linked, linked !== (transaction.person ?? null));
  em.assign(transaction, { ...fields, person: person?.id ?? null });
  await em.flush();
  return toTransaction(transaction, person ?? undefined);
}

export async function voidTransaction(em: EntityManager, id: number, reason: string): Promise<TTransaction> {
  const transaction = assertCorrectable(await em.findOne(TransactionSchema, { id }), 'Transaction');
  markVoided(transaction, reason);
  await em.flush();
  const [voided] = await withPeople(em, [transaction]);
  return voided!;
}
