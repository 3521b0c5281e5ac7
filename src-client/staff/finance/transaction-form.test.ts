import { describe, expect, it } from 'vitest';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { correctionDefaults, signedCents, signExplanation, ZTransactionForm } from './transaction-form';

const valid = { transactionType: 'Donation', amount: '25', date: '2026-03-02', paymentMethod: '', description: '', personId: null } as const;

describe('the transaction form', () => {
  it('stores income positive and expenses negative, whatever sign was typed', () => {
    expect(signedCents('Donation', 2500)).toBe(2500);
    expect(signedCents('Medical Expense', 2500)).toBe(-2500);
    expect(signedCents('Medical Expense', -2500)).toBe(-2500);
  });

  it('parses to the create payload: cents by type, empty optional fields as null', () => {
    expect(ZTransactionForm.parse(valid)).toEqual({
      transactionType: 'Donation',
      amount: 2500,
      date: '2026-03-02',
      paymentMethod: null,
      description: null,
      personId: null,
    });
    expect(ZTransactionForm.parse({ ...valid, transactionType: 'Food/Supplies', amount: '$1,234.5', paymentMethod: 'Check', description: ' Kibble ' })).toEqual(
      {
        transactionType: 'Food/Supplies',
        amount: -123450,
        date: '2026-03-02',
        paymentMethod: 'Check',
        description: 'Kibble',
        personId: null,
      },
    );
  });

  it('sends income’s donor or payer, and no one with an expense', () => {
    expect(ZTransactionForm.parse({ ...valid, personId: 42 }).personId).toBe(42);
    expect(ZTransactionForm.parse({ ...valid, transactionType: 'Adoption Fee', personId: 42 }).personId).toBe(42);
    expect(ZTransactionForm.parse({ ...valid, transactionType: 'Facilities', personId: 42 }).personId).toBeNull();
  });

  it('asks for a date, and for a positive amount in dollars', () => {
    const messages = (values: object) => ZTransactionForm.safeParse({ ...valid, ...values }).error?.issues.map((issue) => issue.message);
    expect(messages({ date: '' })).toEqual(['Date is required']);
    expect(messages({ amount: '' })).toContain('Amount is required');
    expect(messages({ amount: '-5' })).toEqual(['Enter a positive amount in dollars, such as 25.00']);
    expect(messages({ amount: '0' })).toEqual(['Enter a positive amount in dollars, such as 25.00']);
    expect(messages({ amount: '1.234' })).toEqual(['Enter a positive amount in dollars, such as 25.00']);
  });

  it('says how the amount will be recorded', () => {
    expect(signExplanation('Facilities', '99.5')).toBe('Facilities is an expense: recorded as -$99.50.');
    expect(signExplanation('Adoption Fee', '150')).toBe('Adoption Fee is income: recorded as $150.00.');
    expect(signExplanation('Facilities', '')).toBe('Enter a positive amount: Facilities is recorded as an expense.');
  });

  it('shows a recorded expense without its sign when correcting it', () => {
    const transaction: TTransaction = {
      id: 1,
      version: 1,
      transactionType: 'Staff/Payroll',
      amount: -120000,
      date: '2026-02-01',
      relatedTo: null,
      description: null,
      paymentMethod: 'Bank Transfer',
      personId: null,
      personName: null,
    };
    expect(correctionDefaults(transaction)).toEqual({
      transactionType: 'Staff/Payroll',
      amount: '1200.00',
      date: '2026-02-01',
      paymentMethod: 'Bank Transfer',
      description: '',
      personId: null,
    });
  });
});
