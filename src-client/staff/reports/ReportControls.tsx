import { Card, Flex, Skeleton, Text } from '@chakra-ui/react';
import { CalendarRangeIcon } from 'lucide-react';
import type { TReportRange } from '../../../src-shared/schemas/reports';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { REPORT_TYPES, TIME_RANGES, type TReportType } from './report-types';

/** The report type and time range, and the dates the range covers. */
export function ReportControls({
  type,
  range,
  dates,
  onTypeChange,
  onRangeChange,
}: {
  type: TReportType;
  range: TReportRange;
  dates: { from: string; to: string } | undefined;
  onTypeChange: (type: TReportType) => void;
  onRangeChange: (range: TReportRange) => void;
}) {
  const format = useFormat();
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body px={{ base: '4', md: '6' }} py="4">
        <Flex gap="4" wrap="wrap" align="end">
          <ChoiceSelect label="Report Type" value={type} options={REPORT_TYPES} onChange={onTypeChange} w={{ base: 'full', sm: '64' }} />
          <ChoiceSelect label="Time Range" value={range} options={TIME_RANGES} onChange={onRangeChange} w={{ base: 'full', sm: '64' }} />
          <Flex align="center" gap="2" h="10" color="fg.muted" fontSize="sm" aria-live="polite">
            <CalendarRangeIcon size="16" aria-hidden />
            {dates ? (
              <Text data-testid="report-dates">
                {format.date(dates.from)} – {format.date(dates.to)}
              </Text>
            ) : (
              <Skeleton h="4" w="48" />
            )}
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
