import { Button, Field, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { ClipboardListIcon, PrinterIcon } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PageHeader } from '../components/PageHeader';
import { useShelterToday } from '../components/use-shelter-today';
import { animalCount } from './animal-count';
import { CensusGroup } from './CensusGroup';

/**
 * The census (/census): every animal in care at the end of a day (today unless another is chosen,
 * kept in the address as `?date=`), by building, room, kennel or foster home, with counts. Printed,
 * it leaves out the console's sidebar, top bar and controls, and keeps each place on one block.
 */
export function CensusScreen() {
  const today = useShelterToday();
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  const date = params.get('date') ?? today;
  const census = trpc.locations.census.useQuery({ date });

  const chooseDate = (value: string) => {
    // A cleared picker keeps the day on show.
    if (value) setParams(value === today ? {} : { date: value }, { replace: true });
  };

  return (
    <>
      <PageHeader
        title="Census"
        subtitle="Every animal in care at the end of a day, by where it was"
        actions={
          <Button variant="outline" onClick={() => window.print()} _print={{ display: 'none' }}>
            <PrinterIcon />
            Print
          </Button>
        }
      />
      <Flex direction={{ base: 'column', sm: 'row' }} gap="4" align={{ base: 'stretch', sm: 'end' }} justify="space-between" mb="6">
        <Field.Root maxW={{ sm: '56' }} _print={{ display: 'none' }}>
          <Field.Label>Date</Field.Label>
          <Input type="date" value={date} max={today} onChange={(event) => chooseDate(event.target.value)} />
        </Field.Root>
        {census.data && (
          <Text fontWeight="medium" aria-live="polite">
            {animalCount(census.data.total)} in care at the end of {format.date(census.data.date)}
          </Text>
        )}
      </Flex>
      {census.isError ? (
        <LoadError text={`Error loading the census: ${errorMessage(census.error)}`} onRetry={() => void census.refetch()} />
      ) : !census.data ? (
        <Stack gap="4" aria-busy>
          <Skeleton h="32" />
          <Skeleton h="32" />
        </Stack>
      ) : census.data.groups.length === 0 ? (
        <EmptyMessage
          icon={ClipboardListIcon}
          title="No animals in care"
          description={`No animal was in care at the end of ${format.date(census.data.date)}.`}
        />
      ) : (
        <Stack gap="4">
          {census.data.groups.map((group) => (
            <CensusGroup key={`${group.locationId ?? ''} ${group.label}`} group={group} format={format} today={census.data.date === today} />
          ))}
        </Stack>
      )}
    </>
  );
}
