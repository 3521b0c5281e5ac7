import { Field, Flex, Input, Text } from '@chakra-ui/react';
import { CalendarRangeIcon } from 'lucide-react';
import { useFormat } from '../../shared/use-format';
import { ChoiceSelect } from '../components/ChoiceSelect';
import type { TListParams } from '../components/list-params';
import { FINANCE_RANGES, RANGE_PARAMS, type TFinanceRangeChoice } from './finance-range';

/** The words that say which dates a range covers ("Mar 1, 2026 – Mar 31, 2026", "From Mar 1, 2026", "All time"). */
function coveredText(choice: TFinanceRangeChoice, date: (date: string) => string): string {
  if (choice.from && choice.to) return `${date(choice.from)} – ${date(choice.to)}`;
  if (choice.from) return `From ${date(choice.from)}`;
  if (choice.to) return `Up to ${date(choice.to)}`;
  return 'Every transaction';
}

/**
 * The Financial screen's period: all time, this month, last month, this year or custom dates, kept
 * in the address; the totals and the history follow it. Each change starts the list at page 1.
 */
export function FinanceRangeControls({ choice, params }: { choice: TFinanceRangeChoice; params: TListParams }) {
  const format = useFormat();
  const setEnd = (end: 'from' | 'to', value: string) => params.set({ [RANGE_PARAMS[end]]: value || null, page: null });
  return (
    <Flex gap="4" wrap="wrap" align="end" mb="6" as="section" aria-label="The period shown">
      <ChoiceSelect
        label="Period"
        value={choice.range}
        options={FINANCE_RANGES}
        onChange={(range) =>
          params.set({
            [RANGE_PARAMS.range]: range === 'all' ? null : range,
            // A custom range starts from the dates on show.
            [RANGE_PARAMS.from]: range === 'custom' ? (choice.from ?? null) : null,
            [RANGE_PARAMS.to]: range === 'custom' ? (choice.to ?? null) : null,
            page: null,
          })
        }
        w={{ base: 'full', sm: '48' }}
      />
      {choice.range === 'custom' && (
        <>
          <Field.Root w={{ base: 'full', sm: '44' }} invalid={choice.invalid}>
            <Field.Label>From</Field.Label>
            <Input type="date" value={choice.from ?? ''} max={choice.to} onChange={(event) => setEnd('from', event.target.value)} />
          </Field.Root>
          <Field.Root w={{ base: 'full', sm: '44' }} invalid={choice.invalid}>
            <Field.Label>To</Field.Label>
            <Input type="date" value={choice.to ?? ''} min={choice.from} onChange={(event) => setEnd('to', event.target.value)} />
          </Field.Root>
        </>
      )}
      <Flex align="center" gap="2" minH="10" color={choice.invalid ? 'fg.error' : 'fg.muted'} fontSize="sm" aria-live="polite">
        <CalendarRangeIcon size="16" aria-hidden />
        <Text data-testid="finance-dates">{choice.invalid ? 'From must not be after To.' : coveredText(choice, format.date)}</Text>
      </Flex>
    </Flex>
  );
}
