/** Money is integer cents everywhere (docs/domain.md#money); these are the only conversions. */

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** 123456 -> "$1,234.56"; -4599 -> "-$45.99". */
export function formatCents(cents: number): string {
  return usd.format(cents / 100);
}

/** 123456 -> "1234.56" (CSV: a plain number with 2 decimals). */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1,234.56" or "$12" -> cents; null when the text is not an amount with at most 2 decimals. */
export function parseDollarsToCents(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  const match = /^(-)?(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  const [, minus, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  return minus ? -cents : cents;
}
