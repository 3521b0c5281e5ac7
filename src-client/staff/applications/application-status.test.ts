import { describe, expect, it } from 'vitest';
import { animalsAppliedFor, applicationStatusPalette, decisionsFor } from './application-status';

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

  it('counts the animals an applicant applied for, each once, this application’s included', () => {
    const other = (animalId: number) => ({
      id: animalId * 10,
      animalId,
      animalName: 'A',
      animalCode: 'A-1',
      reference: '12345678',
      status: 'Received',
      submittedAt: '',
    });
    expect(animalsAppliedFor({ animalId: 1, otherApplications: [] })).toBe(1);
    expect(animalsAppliedFor({ animalId: 1, otherApplications: [other(2), other(3)] })).toBe(3);
    expect(animalsAppliedFor({ animalId: 1, otherApplications: [other(1), other(2)] })).toBe(2);
  });
});
