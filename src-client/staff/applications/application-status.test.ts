import { describe, expect, it } from 'vitest';
import { applicationStatusPalette, decisionsFor } from './application-status';

describe('application decisions', () => {
  it('offers every decision for a Received application, only Withdrawn for an Approved one, none after', () => {
    expect(decisionsFor('Received')).toEqual(['Approved', 'Declined', 'Withdrawn']);
    expect(decisionsFor('Approved')).toEqual(['Withdrawn']);
    expect(decisionsFor('Declined')).toEqual([]);
    expect(decisionsFor('Withdrawn')).toEqual([]);
  });

  it('colours waiting applications blue, approved green, closed grey', () => {
    expect(['Received', 'Approved', 'Declined', 'Withdrawn'].map(applicationStatusPalette)).toEqual(['blue', 'green', 'gray', 'gray']);
  });
});
