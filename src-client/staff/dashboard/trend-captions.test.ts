import { describe, expect, it } from 'vitest';
import { adoptionsCaption, inCareCaption } from './trend-captions';

describe('inCareCaption', () => {
  it('says how many more or fewer animals are in care than 7 days ago', () => {
    expect(inCareCaption(15, 12)).toBe('+3 vs 7 days ago');
    expect(inCareCaption(10, 12)).toBe('\u22122 vs 7 days ago');
    expect(inCareCaption(3, 0)).toBe('+3 vs 7 days ago');
  });

  it('says no change when the counts are equal, zero included', () => {
    expect(inCareCaption(12, 12)).toBe('No change vs 7 days ago');
    expect(inCareCaption(0, 0)).toBe('No change vs 7 days ago');
  });
});

describe('adoptionsCaption', () => {
  it('gives the change in percent of last month’s same days, rounded', () => {
    expect(adoptionsCaption(5, 4)).toBe('+25% vs the same days last month');
    expect(adoptionsCaption(2, 3)).toBe('\u221233% vs the same days last month');
    expect(adoptionsCaption(0, 7)).toBe('\u2212100% vs the same days last month');
    expect(adoptionsCaption(9, 3)).toBe('+200% vs the same days last month');
  });

  it('says new this month when last month’s base is zero, and no change when equal', () => {
    expect(adoptionsCaption(4, 0)).toBe('New this month');
    expect(adoptionsCaption(0, 0)).toBe('No change vs the same days last month');
    expect(adoptionsCaption(6, 6)).toBe('No change vs the same days last month');
  });

  it('never rounds a real change to 0%', () => {
    expect(adoptionsCaption(1001, 1000)).toBe('+<1% vs the same days last month');
  });
});
