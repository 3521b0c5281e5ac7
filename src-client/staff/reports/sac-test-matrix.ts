import { REPORT_SPECIES, SAC_INTAKE_ROWS, SAC_OUTCOME_ROWS, type TReportSpecies } from '../../../src-shared/shelter-reports';
import type { TAgeCounts, TSacMatrix, TSacPeriod } from '../../../src-shared/schemas/shelter-reports';

/** A Shelter Animals Count answer for the unit tests. */

const none: TAgeCounts = { adult: 0, juvenile: 0, unknown: 0 };
const rowsOf = <K extends string>(labels: Record<K, string>) => Object.fromEntries(Object.keys(labels).map((key) => [key, none])) as Record<K, TAgeCounts>;

function period(species: TReportSpecies, from: string, to: string, changes: Partial<TSacPeriod> = {}): TSacPeriod {
  return {
    from,
    to,
    species,
    beginning: { shelter: 0, foster: 0 },
    intakes: rowsOf(SAC_INTAKE_ROWS),
    outcomes: rowsOf(SAC_OUTCOME_ROWS),
    ending: { shelter: 0, foster: 0 },
    ...changes,
  };
}

/** February and March 2026: in February two adult stray dogs and a kitten relinquished, one dog adopted. */
export function sacTestMatrix(): TSacMatrix {
  const strays = { adult: 2, juvenile: 0, unknown: 0 };
  const adopted = { adult: 1, juvenile: 0, unknown: 0 };
  const february = {
    Dog: period('Dog', '2026-02-01', '2026-02-28', {
      beginning: { shelter: 3, foster: 1 },
      intakes: { ...rowsOf(SAC_INTAKE_ROWS), strayAtLarge: strays, totalLiveIntake: strays },
      outcomes: { ...rowsOf(SAC_OUTCOME_ROWS), adoption: adopted, totalLiveOutcomes: adopted, totalOutcomes: adopted },
      ending: { shelter: 4, foster: 1 },
    }),
    Cat: period('Cat', '2026-02-01', '2026-02-28', {
      intakes: {
        ...rowsOf(SAC_INTAKE_ROWS),
        relinquishedByOwner: { adult: 0, juvenile: 1, unknown: 0 },
        totalLiveIntake: { adult: 0, juvenile: 1, unknown: 0 },
      },
      ending: { shelter: 1, foster: 0 },
    }),
    Other: period('Other', '2026-02-01', '2026-02-28'),
  };
  const months = [
    ...REPORT_SPECIES.map((species) => ({ ...february[species], month: '2026-02' })),
    ...REPORT_SPECIES.map((species) => ({ ...period(species, '2026-03-01', '2026-03-31'), month: '2026-03' })),
  ];
  return { from: '2026-02-01', to: '2026-03-31', months, total: REPORT_SPECIES.map((species) => period(species, '2026-02-01', '2026-03-31')) };
}
