import { Box, Button, Card, DatePicker, Flex, parseDate, useDatePickerContext } from '@chakra-ui/react';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { useMemo } from 'react';
import { trpc } from '../../shared/trpc';
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

const DAY_NAME = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/**
 * The month's days, those with appointments marked with a dot (and named so: "Tuesday, March 14,
 * 2028, 2 appointments"). The counts come from one call for the weeks shown.
 */
function MarkedDayTable() {
  const picker = useDatePickerContext();
  const days = picker.weeks.flat();
  const from = days[0]?.toString();
  const to = days.at(-1)?.toString();
  const marked = trpc.appointments.days.useQuery(from && to ? { from, to } : skipToken, { placeholderData: keepPreviousData });
  const counts = useMemo(() => new Map(marked.data?.map((day) => [day.date, day.count])), [marked.data]);
  return (
    <DatePicker.Table aria-busy={marked.isFetching}>
      <DatePicker.TableHead>
        <DatePicker.TableRow>
          {picker.weekDays.map((weekDay, index) => (
            <DatePicker.TableHeader key={index}>{weekDay.narrow}</DatePicker.TableHeader>
          ))}
        </DatePicker.TableRow>
      </DatePicker.TableHead>
      <DatePicker.TableBody>
        {picker.weeks.map((week, weekIndex) => (
          <DatePicker.TableRow key={weekIndex}>
            {week.map((day) => {
              const count = counts.get(day.toString()) ?? 0;
              const name = `${DAY_NAME.format(day.toDate('UTC'))}${count ? `, ${count} appointment${count === 1 ? '' : 's'}` : ''}`;
              return (
                <DatePicker.TableCell key={day.toString()} value={day}>
                  <DatePicker.TableCellTrigger aria-label={name} data-appointments={count || undefined} position="relative">
                    {day.day}
                    {count > 0 && (
                      <Box as="span" aria-hidden position="absolute" bottom="1" left="50%" translate="-50% 0" boxSize="1" rounded="full" bg="currentColor" />
                    )}
                  </DatePicker.TableCellTrigger>
                </DatePicker.TableCell>
              );
            })}
          </DatePicker.TableRow>
        ))}
      </DatePicker.TableBody>
    </DatePicker.Table>
  );
}

/**
 * The single-date calendar, always open on the page: a day, a month or a year at a time, and
 * Today to come back; days with appointments are marked. Days are calendar dates (`YYYY-MM-DD`),
 * never shifted by a time zone.
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
              <MarkedDayTable />
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
