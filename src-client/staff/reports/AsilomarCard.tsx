import { Button, Card, Heading, SimpleGrid, Skeleton, Stat, Text } from '@chakra-ui/react';
import { FileTextIcon } from 'lucide-react';
import type { TAsilomarReport } from '../../../src-shared/schemas/reports';

/**
 * The Asilomar Accord card: the spec's simplified figures for the range. The
 * full report (intakes and outcomes by category and species) is not defined yet, so its button is
 * shown disabled rather than doing nothing.
 */
export function AsilomarCard({ report }: { report: TAsilomarReport | undefined }) {
  const figures = report && [
    { label: 'Beginning Shelter Count', value: String(report.beginningShelterCount), help: 'Intakes in the period' },
    { label: 'Live Outcomes', value: String(report.liveOutcomes), help: 'Completed adoptions' },
    { label: 'Live Release Rate', value: `${report.liveReleaseRate}%`, help: 'Live outcomes of the count' },
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
          <Button variant="outline" size="sm" disabled title="The full Asilomar report is not available yet">
            <FileTextIcon />
            Generate Full Asilomar Report
          </Button>
        </div>
      </Card.Body>
    </Card.Root>
  );
}
