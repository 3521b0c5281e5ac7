import { Card, Field, Flex, Input, Skeleton, Text } from '@chakra-ui/react';
import { CalendarRangeIcon } from 'lucide-react';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { REPORT_TYPES, TIME_RANGES, type TRangeChoice, type TReportType } from './report-types';
import type { TDates } from './use-report-choice';

/** A custom range's first and last days; a cleared picker keeps the day on show. */
function CustomDates({ dates, onChange }: { dates: TDates; onChange: (end: keyof TDates, value: string) => void }) {
  const picker = (end: keyof TDates, label: string) => (
    <Field.Root w={{ base: 'full', sm: '44' }}>
      <Field.Label>{label}</Field.Label>
      <Input type="date" value={dates[end]} onChange={(event) => event.target.value && onChange(end, event.target.value)} />
    </Field.Root>
  );
  return (
    <>
      {picker('from', 'From')}
      {picker('to', 'To')}
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
  onDateChange,
}: {
  type: TReportType;
  range: TRangeChoice;
  dates: TDates | undefined;
  onTypeChange: (type: TReportType) => void;
  onRangeChange: (range: TRangeChoice) => void;
  onDateChange: (end: keyof TDates, value: string) => void;
}) {
  const format = useFormat();
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Body px={{ base: '4', md: '6' }} py="4">
        <Flex gap="4" wrap="wrap" align="end">
          <ChoiceSelect label="Report Type" value={type} options={REPORT_TYPES} onChange={onTypeChange} w={{ base: 'full', sm: '64' }} />
          <ChoiceSelect label="Time Range" value={range} options={TIME_RANGES} onChange={onRangeChange} w={{ base: 'full', sm: '64' }} />
          {range === 'custom' && dates && <CustomDates dates={dates} onChange={onDateChange} />}
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
