import { describe, expect, it } from 'vitest';
import { sacMonthlyFlow, sacPeriod, sacTotals, WHOLE_RANGE } from './sac-rows';
import { sacTestMatrix } from './sac-test-matrix';

describe('the Shelter Animals Count figures', () => {
  it('picks the range’s total or one month’s period of a species', () => {
    const matrix = sacTestMatrix();
    expect(sacPeriod(matrix, WHOLE_RANGE, 'Dog')).toBe(matrix.total[0]);
    expect(sacPeriod(matrix, '2026-02', 'Cat')?.ending).toEqual({ shelter: 1, foster: 0 });
    expect(sacPeriod(matrix, '2026-04', 'Cat')).toBeUndefined();
  });

  it('adds every species together, shelter and foster alike', () => {
    const february = sacTestMatrix().months.filter((period) => period.month === '2026-02');
    expect(sacTotals(february)).toEqual({ beginning: 4, liveIntake: 3, liveOutcomes: 1, outcomes: 1, ending: 6 });
  });

  it('charts intakes and outcomes month by month', () => {
    expect(sacMonthlyFlow(sacTestMatrix())).toEqual([
      { month: '2026-02', intakes: 3, outcomes: 1, liveOutcomes: 1 },
      { month: '2026-03', intakes: 0, outcomes: 0, liveOutcomes: 0 },
    ]);
  });
});
