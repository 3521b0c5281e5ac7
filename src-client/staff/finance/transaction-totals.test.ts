import { describe, expect, it } from 'vitest';
import { transactionTotals } from './transaction-totals';

describe('transactionTotals', () => {
  it('adds income and expenses apart, and nets them', () => {
    expect(transactionTotals([15000, -4599, 2500, -100000])).toEqual({ income: 17500, expenses: 104599, balance: -87099 });
  });

  it('is zero for no transactions', () => {
    expect(transactionTotals([])).toEqual({ income: 0, expenses: 0, balance: 0 });
  });

  it('keeps exact cents over many small amounts', () => {
    expect(transactionTotals(Array.from({ length: 1000 }, () => 1))).toEqual({ income: 1000, expenses: 0, balance: 1000 });
  });
});
