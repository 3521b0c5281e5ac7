import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import { correctionProperties } from '../../db/corrections.js';
import { PersonSchema } from '../people/person.entity.js';

export const TransactionSchema = defineEntity({
  name: 'Transaction',
  tableName: 'financial_transactions',
  properties: {
    id: p.integer().primary().autoincrement(),
    transactionType: p.string().length(30),
    /** Integer cents: positive income, negative expense. */
    amount: p.integer(),
    date: p.date(),
    /** The record this money belongs to, e.g. the adoption whose fee it is. */
    relatedTo: p.integer().nullable(),
    description: p.text().nullable(),
    paymentMethod: p.string().length(30).nullable(),
    /** Income's donor or payer, when known (a donation's tax record). */
    person: () => p.manyToOne(PersonSchema).mapToPk().nullable().deleteRule('restrict'),
    ...correctionProperties(),
  },
  checks: [{ name: 'financial_transactions_amount_check', expression: 'amount <> 0' }],
  indexes: [
    { name: 'financial_transactions_date_id_idx', properties: ['date', 'id'] },
    { name: 'financial_transactions_type_date_idx', properties: ['transactionType', 'date'] },
    { name: 'financial_transactions_related_to_idx', properties: ['relatedTo'] },
    { name: 'financial_transactions_person_idx', properties: ['person', 'date'] },
    // The reports' sums over a range, from the index alone (migration 20261123000500).
    {
      name: 'financial_transactions_live_date_idx',
      expression:
        'create index "financial_transactions_live_date_idx" on "financial_transactions" ("date") include ("transaction_type", "amount") where "voided_at" is null',
    },
  ],
});

export type TTransactionEntity = InferEntity<typeof TransactionSchema>;
