import { describe, expect, it } from 'vitest';
import { findTab, transactionTabs } from './transaction-tabs';

describe('transactionTabs', () => {
  it('lists All, Income, Expenses and the types present, in the type list’s order', () => {
    const tabs = transactionTabs(new Set(['Facilities', 'Donation', 'Adoption Fee']));
    expect(tabs.map((tab) => tab.label)).toEqual(['All', 'Income', 'Expenses', 'Adoption Fee', 'Donation', 'Facilities']);
    expect(tabs[1]?.filter).toEqual({ kind: 'income' });
    expect(tabs[5]?.filter).toEqual({ type: 'Facilities' });
  });

  it('has only the three fixed tabs without transactions', () => {
    expect(transactionTabs(new Set()).map((tab) => tab.value)).toEqual(['all', 'income', 'expense']);
  });

  it('falls back to All for a tab that is not there', () => {
    const tabs = transactionTabs(new Set(['Donation']));
    expect(findTab(tabs, 'Facilities').value).toBe('all');
    expect(findTab(tabs, null).value).toBe('all');
    expect(findTab(tabs, 'Donation').value).toBe('Donation');
  });
});
