import { Card, Flex, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { TSacMatrix } from '../../../src-shared/schemas/shelter-reports';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { FlowChart } from '../dashboard/FlowChart';
import { monthLabel } from '../dashboard/stay-figures';
import { SAC_SPECIES, sacMonthlyFlow, sacMonths, sacPeriod, WHOLE_RANGE } from './sac-rows';
import { SacMatrixTable } from './SacMatrixTable';

const FLOW_TITLE = 'Intakes and Outcomes by Month';

/** The period select: the whole range, or one of its months. */
function periodOptions(matrix: TSacMatrix) {
  return [{ value: WHOLE_RANGE, label: 'Whole range' }, ...sacMonths(matrix).map((month) => ({ value: month, label: monthLabel(month, true) }))];
}

/** The matrices of one period, a table per species, with the dates the period covers. */
function SacMatrices({ matrix, choice }: { matrix: TSacMatrix; choice: string }) {
  const format = useFormat();
  const periods = SAC_SPECIES.map((species) => ({ ...species, period: sacPeriod(matrix, choice, species.species) }));
  const shown = periods.find((one) => one.period)?.period;
  return (
    <Stack gap="4">
      {shown && (
        <Text color="fg.muted" fontSize="sm" aria-live="polite" data-testid="sac-period">
          {format.date(shown.from)} – {format.date(shown.to)}
        </Text>
      )}
      {periods.map(({ species, label, period }) => period && <SacMatrixTable key={species} title={`Shelter Animals Count — ${label}`} period={period} />)}
    </Stack>
  );
}

/**
 * The Shelter Animals Count report (docs/domain.md#reports): intakes and outcomes by month in a
 * small chart, then SAC's Basic Data Matrix of each species for the whole range or a month of it.
 */
export function SacReport({ matrix }: { matrix: TSacMatrix | undefined }) {
  const [chosen, choose] = useState<string>(WHOLE_RANGE);
  // A month of an earlier range falls back to the whole of this one.
  const choice = matrix && sacMonths(matrix).includes(chosen) ? chosen : WHOLE_RANGE;
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header px={{ base: '4', md: '6' }} pb="0" gap="1">
        <Heading as="h2" size="md">
          Shelter Animals Count
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          SAC’s Basic Data Matrix: animals in care, intakes and outcomes by species and age
        </Text>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} gap="6">
        {matrix ? (
          <>
            <Stack gap="2" as="figure" minW="0">
              <Heading as="h3" size="sm">
                {FLOW_TITLE}
              </Heading>
              <FlowChart title={FLOW_TITLE} months={sacMonthlyFlow(matrix)} />
            </Stack>
            <Flex>
              <ChoiceSelect label="Period" value={choice} options={periodOptions(matrix)} onChange={choose} w={{ base: 'full', sm: '64' }} />
            </Flex>
            <SacMatrices matrix={matrix} choice={choice} />
          </>
        ) : (
          <Stack gap="4" aria-busy>
            <Skeleton h="44" />
            <Skeleton h="96" />
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
