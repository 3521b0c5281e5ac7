import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatCents, parseDollarsToCents } from './money.js';

describe('money', () => {
  it('shows cents as US dollars with 2 decimals', () => {
    expect(formatCents(15000)).toBe('$150.00');
    expect(formatCents(123456)).toBe('$1,234.56');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(-4599)).toBe('-$45.99');
  });

  it('writes plain decimals for CSV', () => {
    expect(centsToDecimal(-4599)).toBe('-45.99');
    expect(centsToDecimal(100)).toBe('1.00');
    expect(centsToDecimal(7)).toBe('0.07');
  });

  it('reads dollar amounts typed by people, exactly', () => {
    expect(parseDollarsToCents('150')).toBe(15000);
    expect(parseDollarsToCents('$1,234.5')).toBe(123450);
    expect(parseDollarsToCents('0.29')).toBe(29);
    expect(parseDollarsToCents('-45.99')).toBe(-4599);
    expect(parseDollarsToCents('1.234')).toBeNull();
    expect(parseDollarsToCents('ten')).toBeNull();
    expect(parseDollarsToCents('')).toBeNull();
  });
});
