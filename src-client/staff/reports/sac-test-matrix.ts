import { REPORT_SPECIES, type TReportSpecies } from '../../../src-shared/shelter-reports';
import { emptySacPeriod, type TSacMatrix, type TSacPeriod } from '../../../src-shared/schemas/shelter-reports';

/** A Shelter Animals Count answer for the unit tests. */

/** Every row at zero, to spread the counts a test sets over. */
const { intakes: noIntakes, outcomes: noOutcomes } = emptySacPeriod('', '', 'Dog');

function period(species: TReportSpecies, from: string, to: string, changes: Partial<TSacPeriod> = {}): TSacPeriod {
  return { ...emptySacPeriod(from, to, species), ...changes };
}

/** February and March 2026: in February two adult stray dogs and a kitten relinquished, one dog adopted. */
export function sacTestMatrix(): TSacMatrix {
  const strays = { adult: 2, juvenile: 0, unknown: 0 };
  const adopted = { adult: 1, juvenile: 0, unknown: 0 };
  const february = {
    Dog: period('Dog', '2026-02-01', '2026-02-28', {
      beginning: { shelter: 3, foster: 1 },
      intakes: { ...noIntakes, strayAtLarge: strays, totalLiveIntake: strays },
      outcomes: { ...noOutcomes, adoption: adopted, totalLiveOutcomes: adopted, totalOutcomes: adopted },
      ending: { shelter: 4, foster: 1 },
    }),
    Cat: period('Cat', '2026-02-01', '2026-02-28', {
      intakes: {
        ...noIntakes,
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
