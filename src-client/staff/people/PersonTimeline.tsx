import { Badge, Card, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { HistoryIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { TPersonEvent } from '../../../src-shared/schemas/people';
import { EmptyMessage } from '../../shared/EmptyMessage';
import type { TStatusPalette } from '../../shared/status-palette';
import { useFormat } from '../../shared/use-format';

const KIND_PALETTES: Record<TPersonEvent['kind'], TStatusPalette> = {
  Application: 'yellow',
  Adoption: 'green',
  Return: 'orange',
  Foster: 'purple',
  Intake: 'blue',
  Outcome: 'cyan',
  Donation: 'gray',
  Document: 'gray',
};

function EventLine({ event }: { event: TPersonEvent }) {
  const format = useFormat();
  return (
    <Flex as="li" gap="3" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }} direction={{ base: 'column', sm: 'row' }} align={{ sm: 'start' }}>
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap" w={{ sm: '28' }} flexShrink="0">
        {format.date(event.date)}
      </Text>
      <Stack gap="1" minW="0" flex="1">
        <Flex gap="2" align="center" wrap="wrap">
          <Badge colorPalette={KIND_PALETTES[event.kind]} variant="subtle" size="sm" rounded="full">
            {event.kind}
          </Badge>
          <Text fontWeight="medium">{event.summary}</Text>
          {event.amount !== null && (
            <Text fontWeight="medium" color="green.fg" fontVariantNumeric="tabular-nums">
              {format.money(event.amount)}
            </Text>
          )}
        </Flex>
        {event.animalId !== null && (
          <Text fontSize="sm">
            <Link asChild color="colorPalette.fg" fontWeight="medium">
              <RouterLink to={`/animals/${event.animalId}`}>{event.animalName}</RouterLink>
            </Link>{' '}
            <Text as="span" color="fg.muted" fontFamily="mono" fontSize="xs">
              {event.animalCode}
            </Text>
          </Text>
        )}
      </Stack>
    </Flex>
  );
}

/**
 * Everything the person did with the shelter, newest first, each line linking its animal: on their
 * page, and under an application of theirs (`title`, a level lower).
 */
export function PersonTimeline({
  timeline,
  title = 'History',
  headingLevel = 'h2',
}: {
  timeline: readonly TPersonEvent[];
  title?: string;
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <Card.Root as="section" aria-labelledby="person-timeline" variant="outline" bg="bg.panel">
      <Card.Header px={{ base: '4', md: '6' }}>
        <Heading as={headingLevel} size="lg" id="person-timeline">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }} pt="2">
        {timeline.length ? (
          <Stack as="ol" gap="0" listStyleType="none" aria-label="History, newest first">
            {timeline.map((event, index) => (
              <EventLine key={`${event.kind}-${event.recordId}-${index}`} event={event} />
            ))}
          </Stack>
        ) : (
          <EmptyMessage
            icon={HistoryIcon}
            title="Nothing recorded yet"
            description="Applications, adoptions, placements, intakes, donations and documents will be listed here."
          />
        )}
      </Card.Body>
    </Card.Root>
  );
}
