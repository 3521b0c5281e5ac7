import { describe, expect, it } from 'vitest';
import { emptyAsilomarColumn, type TAsilomarColumn, type TAsilomarTable } from '../../../src-shared/schemas/shelter-reports';
import { asilomarCsv, asilomarFileName, formatRate } from './asilomar-table';

const column = (changes: Partial<TAsilomarColumn>): TAsilomarColumn => ({ ...emptyAsilomarColumn(), ...changes });

const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');

describe('the full Asilomar report', () => {
  it('shows the live release rate to one decimal, or a dash when nothing left', () => {
    expect(formatRate(92.3)).toBe('92.3%');
    expect(formatRate(100)).toBe('100.0%');
    expect(formatRate(0)).toBe('0.0%');
    expect(formatRate(null)).toBe('—');
  });

  it('CSV: the Accords’ rows with Dogs, Cats and Total columns, the same cells as on screen', () => {
    const table: TAsilomarTable = {
      dogs: column({ beginningCount: 4, intakeFromPublic: 12, totalIntake: 12, adoptions: 11, totalLiveOutcomes: 11, liveReleaseRate: 91.7 }),
      cats: column({
        beginningCount: 1,
        euthanasia: { healthy: 0, treatableRehabilitatable: 0, treatableManageable: 0, unhealthyUntreatable: 0, notAssessed: 2 },
      }),
      total: column({ beginningCount: 5, intakeFromPublic: 12, totalIntake: 12, adoptions: 11, totalLiveOutcomes: 11, liveReleaseRate: 84.6 }),
    };
    const csv = lines(asilomarCsv(table));
    expect(csv[0]).toBe('Row,Dogs,Cats,Total');
    expect(csv[1]).toBe('Beginning Count,4,1,5');
    expect(csv).toContain('Intake from the Public,12,0,12');
    expect(csv).toContain('Owner-Requested Euthanasia (Unhealthy-Untreatable),0,0,0');
    expect(csv).toContain('Euthanasia: Not assessed,0,2,0');
    expect(csv.at(-2)).toBe('Live Release Rate,91.7%,—,84.6%');
    expect(csv).toHaveLength(1 + 24 + 1);
    expect(asilomarFileName({ from: '2026-01-01', to: '2026-12-31' })).toBe('asilomar-report-2026-01-01-to-2026-12-31.csv');
  });
});
