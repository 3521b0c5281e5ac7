import { Button, Card, DatePicker, Flex, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { useShelterToday } from '../components/use-shelter-today';

const NEXT_VIEW = { day: 'a month', month: 'a year', year: 'a year' } as const;

/**
 * The calendar's header: previous, the month (or year) shown, next. The middle button's name
 * starts with what it shows ("March 2031, choose a month"), so what is read out matches what is seen.
 */
function CalendarHeader() {
  const picker = useDatePickerContext();
  const { start, end } = picker.visibleRangeText;
  const shown = [...new Set([start, end])].filter(Boolean).join(' - ');
  return (
    <DatePicker.ViewControl>
      <DatePicker.PrevTrigger />
      <DatePicker.ViewTrigger aria-label={`${shown}, choose ${NEXT_VIEW[picker.view]}`}>
        <DatePicker.RangeText />
      </DatePicker.ViewTrigger>
      <DatePicker.NextTrigger />
    </DatePicker.ViewControl>
  );
}

/**
 * The single-date calendar, always open on the page: a day, a month or a year
 * at a time, and Today to come back. Days are calendar dates (`YYYY-MM-DD`), never shifted by a
 * time zone.
 */
export function DayCalendar({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const today = useShelterToday();
  return (
    <Card.Root variant="outline" bg="bg.panel" as="section" aria-label="Calendar">
      <Card.Body p="3" alignItems="center">
        <DatePicker.Root
          inline
          locale="en-US"
          value={[parseDate(date)]}
          onValueChange={(details) => {
            const chosen = details.value[0];
            if (chosen) onChange(chosen.toString());
          }}
          width="full"
        >
          <DatePicker.Content unstyled display="flex" flexDirection="column" gap="2" w="full" maxW="xs" mx="auto">
            <DatePicker.View view="day">
              <CalendarHeader />
              <DatePicker.DayTable />
            </DatePicker.View>
            <DatePicker.View view="month">
              <CalendarHeader />
              <DatePicker.MonthTable />
            </DatePicker.View>
            <DatePicker.View view="year">
              <CalendarHeader />
              <DatePicker.YearTable />
            </DatePicker.View>
          </DatePicker.Content>
        </DatePicker.Root>
        <Flex justify="center" mt="2">
          <Button size="xs" variant="outline" onClick={() => onChange(today)} disabled={date === today}>
            Today
          </Button>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
