/**
 * The Financial cards (docs/domain.md#screens): income is the sum of positive amounts, expenses the
 * sum of the negative ones as a positive figure, the balance the net sum. All in cents.
 */
export function transactionTotals(amounts: readonly number[]): { income: number; expenses: number; balance: number } {
  let income = 0;
  let expenses = 0;
  for (const amount of amounts) {
    if (amount > 0) income += amount;
    else expenses -= amount;
  }
  return { income, expenses, balance: income - expenses };
}
