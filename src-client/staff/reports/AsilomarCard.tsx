import { Button, Card, Heading, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { FileTextIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { TAsilomarReport } from '../../../src-shared/schemas/reports';
import { asilomarHref, formatRate } from './asilomar-table';

/**
 * The Asilomar Accord card: the full table's headline figures for the range (dogs and cats), and
 * the way to the full table.
 */
export function AsilomarCard({ report }: { report: TAsilomarReport | undefined }) {
  const total = report?.table.total;
  const figures = total && [
    { label: 'Beginning Count', value: String(total.beginningCount), help: 'Dogs and cats in care at the start' },
    { label: 'Live Outcomes', value: String(total.totalLiveOutcomes), help: 'Dogs and cats that left alive' },
    { label: 'Live Release Rate', value: formatRate(total.liveReleaseRate), help: 'Of live outcomes and euthanasia, as the Accords count' },
  ];
  return (
    <Card.Root variant="outline" bg="bg.panel">
      <Card.Header px={{ base: '4', md: '6' }} pb="0" gap="1">
        <Heading as="h2" size="md">
          Asilomar Accord Report
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          The shelter’s live release figures for the same period
        </Text>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} gap="5">
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
          {figures
            ? figures.map((figure) => (
                <Stat.Root key={figure.label}>
                  <Stat.Label color="fg.muted">{figure.label}</Stat.Label>
                  <Stat.ValueText fontSize="2xl" fontWeight="bold">
                    {figure.value}
                  </Stat.ValueText>
                  <Stat.HelpText as="dd" fontSize="xs" color="fg.muted" mb="0">
                    {figure.help}
                  </Stat.HelpText>
                </Stat.Root>
              ))
            : Array.from({ length: 3 }, (_, index) => <Skeleton key={index} h="14" />)}
        </SimpleGrid>
        <div>
          {report ? (
            <Button asChild variant="outline" size="sm">
              <RouterLink to={asilomarHref(report)}>
                <FileTextIcon />
                Generate Full Asilomar Report
              </RouterLink>
            </Button>
          ) : (
            <Button variant="outline" size="sm" disabled>
              <FileTextIcon />
              Generate Full Asilomar Report
            </Button>
          )}
        </div>
      </Card.Body>
    </Card.Root>
  );
}
