import { Card, Field, Flex, Input, Skeleton, Text } from '@chakra-ui/react';
import { CalendarRangeIcon } from 'lucide-react';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { REPORT_TYPES, TIME_RANGES, type TRangeChoice, type TReportType } from './report-types';
import type { TDates } from './use-report-choice';

/**
 * A custom range's first and last days. A cleared picker keeps the day on show; a start after the
 * end moves the end with it (and the other way round), so the range is never upside down.
 */
function CustomDates({ dates, onChange }: { dates: TDates; onChange: (dates: TDates) => void }) {
  const choose = (end: keyof TDates, value: string) => {
    if (!value) return;
    if (end === 'from') onChange({ from: value, to: value > dates.to ? value : dates.to });
    else onChange({ from: value < dates.from ? value : dates.from, to: value });
  };
  return (
    <>
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label>From</Field.Label>
        <Input type="date" value={dates.from} onChange={(event) => choose('from', event.target.value)} />
      </Field.Root>
      <Field.Root w={{ base: 'full', sm: '44' }}>
        <Field.Label>To</Field.Label>
        <Input type="date" value={dates.to} onChange={(event) => choose('to', event.target.value)} />
      </Field.Root>
    </>
  );
}

/** The report type and time range (custom dates when chosen), and the dates the range covers. */
export function ReportControls({
  type,
  range,
  dates,
  onTypeChange,
  onRangeChange,
  onDatesChange,
}: {
  type: TReportType;
  range: TRangeChoice;
  dates: TDates | undefined;
  onTypeChange: (type: TReportType) => void;
  onRangeChange: (range: TRangeChoice) => void;
  onDatesChange: (dates: TDates) => void;
}) {
  const format = useFormat();
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body px={{ base: '4', md: '6' }} py="4">
        <Flex gap="4" wrap="wrap" align="end">
          <ChoiceSelect label="Report Type" value={type} options={REPORT_TYPES} onChange={onTypeChange} w={{ base: 'full', sm: '64' }} />
          <ChoiceSelect label="Time Range" value={range} options={TIME_RANGES} onChange={onRangeChange} w={{ base: 'full', sm: '64' }} />
          {range === 'custom' && dates && <CustomDates dates={dates} onChange={onDatesChange} />}
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
