import { z } from 'zod';
import { PAYMENT_METHODS, TRANSACTION_TYPES } from '../../../src-shared/enums';
import { centsToDecimal, formatCents, parseDollarsToCents } from '../../../src-shared/money';
import { isExpenseType, isIncomeType, type TTransaction } from '../../../src-shared/schemas/transactions';

/**
 * The New Transaction and Correct forms. Staff type a positive amount in dollars and pick a type;
 * the type decides the sign stored (income positive, expenses negative: the API's sign rule), so
 * nobody has to remember to type a minus.
 */

/** Stored cents for a positive amount of a type: negative for expense types. */
export function signedCents(type: string, positiveCents: number): number {
  return isExpenseType(type) ? -Math.abs(positiveCents) : Math.abs(positiveCents);
}

/** The line under the amount saying how it will be recorded. */
export function signExplanation(type: string, amountText: string): string {
  const cents = parseDollarsToCents(amountText);
  const kind = isExpenseType(type) ? 'an expense' : 'income';
  if (cents === null || cents <= 0) return `Enter a positive amount: ${type} is recorded as ${kind}.`;
  return `${type} is ${kind}: recorded as ${formatCents(signedCents(type, cents))}.`;
}

export const ZTransactionForm = z
  .object({
    transactionType: z.enum(TRANSACTION_TYPES, { error: 'Choose a transaction type' }),
    amount: z
      .string()
      .trim()
      .min(1, 'Amount is required')
      .refine((text) => (parseDollarsToCents(text) ?? 0) > 0, 'Enter a positive amount in dollars, such as 25.00'),
    date: z.string().trim().min(1, 'Date is required'),
    paymentMethod: z.union([z.enum(PAYMENT_METHODS), z.literal('')]),
    description: z.string().trim().max(2000, 'Must be at most 2000 characters'),
    /** Income's donor or payer, chosen among people; an expense names nobody. */
    personId: z.number().nullable(),
  })
  .transform((values) => ({
    transactionType: values.transactionType,
    amount: signedCents(values.transactionType, parseDollarsToCents(values.amount) ?? 0),
    date: values.date,
    paymentMethod: values.paymentMethod || null,
    description: values.description || null,
    personId: isIncomeType(values.transactionType) ? values.personId : null,
  }));
export type TTransactionFormValues = z.input<typeof ZTransactionForm>;
export type TTransactionFormOutput = z.output<typeof ZTransactionForm>;

export function newTransactionDefaults(today: string): TTransactionFormValues {
  return { transactionType: 'Donation', amount: '', date: today, paymentMethod: '', description: '', personId: null };
}

/** A recorded transaction in the form: its amount without the sign its type gives it. */
export function correctionDefaults(transaction: TTransaction): TTransactionFormValues {
  const type = (TRANSACTION_TYPES as readonly string[]).includes(transaction.transactionType)
    ? (transaction.transactionType as TTransactionFormValues['transactionType'])
    : 'Donation';
  const method = (PAYMENT_METHODS as readonly string[]).includes(transaction.paymentMethod ?? '')
    ? (transaction.paymentMethod as TTransactionFormValues['paymentMethod'])
    : '';
  return {
    transactionType: type,
    amount: centsToDecimal(Math.abs(transaction.amount)),
    date: transaction.date,
    paymentMethod: method,
    description: transaction.description ?? '',
    personId: transaction.personId,
  };
}
