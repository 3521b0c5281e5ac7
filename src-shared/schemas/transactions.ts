import { z } from 'zod';
import { EXPENSE_TRANSACTION_TYPES, INCOME_TRANSACTION_TYPES, PAYMENT_METHODS, TRANSACTION_TYPES } from '../enums.js';
import { cents, idField, optionalText, orderedRange, RANGE_ORDER, requiredDate, ZId, ZIsoDate, ZListQuery } from './fields.js';
import { personLink } from './people.js';
import { ZRecordMeta, ZVersion } from './records.js';

export const ZTransactionType = z.enum(TRANSACTION_TYPES, { error: `Transaction type must be one of: ${TRANSACTION_TYPES.join(', ')}` });
export const ZPaymentMethod = z.enum(PAYMENT_METHODS, { error: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` });

export const isIncomeType = (type: string) => (INCOME_TRANSACTION_TYPES as readonly string[]).includes(type);
export const isExpenseType = (type: string) => (EXPENSE_TRANSACTION_TYPES as readonly string[]).includes(type);

/** The sign rule: income positive, expenses negative, never zero. Null when the pair is right. */
export function signProblem(type: string, amount: number): string | null {
  if (amount === 0) return 'Amount cannot be zero';
  if (isIncomeType(type) && amount < 0) return `${type} is income: the amount must be positive`;
  if (isExpenseType(type) && amount > 0) return `${type} is an expense: the amount must be negative`;
  return null;
}

/** A donor or payer is named on income only: an expense's payee is not a person the shelter keeps. */
export const PAYER_ON_INCOME_ONLY = 'Only income names a donor or payer';

export const ZTransaction = z.object({
  ...ZRecordMeta,
  transactionType: z.string(),
  amount: z.number().int(),
  date: z.string(),
  relatedTo: z.number().int().nullable(),
  description: z.string().nullable(),
  paymentMethod: z.string().nullable(),
  /** Income's donor or payer: their person and name. */
  personId: z.number().int().nullable(),
  personName: z.string().nullable(),
});
export type TTransaction = z.infer<typeof ZTransaction>;

const fields = {
  transactionType: ZTransactionType,
  amount: cents('Amount is required, in whole cents'),
  date: requiredDate('Date is required'),
  relatedTo: idField()
    .nullish()
    .transform((value) => value ?? null),
  description: optionalText(2000),
  paymentMethod: z
    .union([ZPaymentMethod, z.literal('')], { error: `Payment method must be one of: ${PAYMENT_METHODS.join(', ')}` })
    .nullish()
    .transform((value) => value || null),
  personId: personLink(),
};

export const ZTransactionCreateInput = z.object(fields).superRefine((input, ctx) => {
  const problem = signProblem(input.transactionType, input.amount);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['amount'] });
  if (input.personId && !isIncomeType(input.transactionType)) ctx.addIssue({ code: 'custom', message: PAYER_ON_INCOME_ONLY, path: ['personId'] });
});
export type TTransactionCreate = z.output<typeof ZTransactionCreateInput>;

export const ZTransactionUpdateInput = z.object(fields).partial().extend({ id: ZId, version: ZVersion });
export type TTransactionUpdate = z.output<typeof ZTransactionUpdateInput>;

export const ZTransactionListQuery = ZListQuery.extend({
  type: ZTransactionType.optional(),
  kind: z.enum(['income', 'expense'], { error: 'kind must be income or expense' }).optional(),
}).refine(orderedRange, RANGE_ORDER);
export type TTransactionListQuery = z.output<typeof ZTransactionListQuery>;

/** The Financial cards' range: inclusive dates, either end open; without both, every transaction. */
export const ZTransactionTotalsQuery = z.object({ from: ZIsoDate.optional(), to: ZIsoDate.optional() }).refine(orderedRange, RANGE_ORDER);
export type TTransactionTotalsQuery = z.output<typeof ZTransactionTotalsQuery>;

/** Income (positive amounts), expenses (the negative ones, as a positive figure) and balance in cents, how many, and the types present. */
export const ZTransactionTotals = z.object({
  income: z.number().int(),
  expenses: z.number().int(),
  balance: z.number().int(),
  count: z.number().int(),
  types: z.array(z.string()),
});
export type TTransactionTotals = z.infer<typeof ZTransactionTotals>;
