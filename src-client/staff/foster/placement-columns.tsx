import { Button, Stack, Text } from '@chakra-ui/react';
import type { TFosterPlacement } from '../../../src-shared/schemas/foster';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { personHref } from '../people/person-columns';
import { AnimalCell } from '../records/AnimalCell';
import { contactColumn } from '../records/contact-column';

const contactLine = (placement: TFosterPlacement) => [placement.fosterEmail, placement.fosterPhone].filter(Boolean).join(' · ');

/**
 * The placements' columns: the animal, the foster and how to reach them, the dates, and (for a
 * current placement, to a role that may write) End placement. A phone keeps animal, foster and
 * the action, with the dates under the foster's name.
 */
export function placementColumns(format: TFormatters, today: string, onEnd: ((placement: TFosterPlacement) => void) | undefined): TColumn<TFosterPlacement>[] {
  const columns: TColumn<TFosterPlacement>[] = [
    {
      key: 'animal',
      header: 'Animal',
      cell: (placement) => <AnimalCell record={placement} />,
    },
    {
      key: 'foster',
      header: 'Foster',
      cell: (placement) => (
        <Stack gap="0" minW="0">
          <RowLink to={personHref({ id: placement.personId })}>{placement.fosterName}</RowLink>
          {/* Tablets lack the Contact column; phones lack the room, and keep the dates. */}
          <Text fontSize="xs" color="fg.muted" hideBelow="md" hideFrom="lg" wordBreak="break-word">
            {contactLine(placement)}
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md">
            {format.date(placement.startDate)} – {placement.endDate ? format.date(placement.endDate) : 'open-ended'}
          </Text>
        </Stack>
      ),
    },
    contactColumn((placement) => ({ email: placement.fosterEmail, phone: placement.fosterPhone })),
    { key: 'start', header: 'Start Date', hideBelow: 'md', cell: (placement) => <Text whiteSpace="nowrap">{format.date(placement.startDate)}</Text> },
    {
      key: 'end',
      header: 'End Date',
      hideBelow: 'md',
      cell: (placement) => <Text whiteSpace="nowrap">{placement.endDate ? format.date(placement.endDate) : 'Open-ended'}</Text>,
    },
    {
      key: 'notes',
      header: 'Notes',
      hideBelow: 'xl',
      cell: (placement) => (
        <Text color="fg.muted" lineClamp={2}>
          {placement.notes ?? '—'}
        </Text>
      ),
    },
  ];
  if (onEnd) {
    columns.push({
      key: 'actions',
      header: 'Actions',
      align: 'end',
      // A placement whose end date has come is over already, though it counts as current through that day.
      cell: (placement) =>
        placement.endDate && placement.endDate <= today ? (
          <Text fontSize="xs" color="fg.muted" whiteSpace="nowrap">
            Ends {format.date(placement.endDate)}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onEnd(placement)}
            aria-label={`End placement of ${placement.animalName} with ${placement.fosterName}`}
          >
            End placement
          </Button>
        ),
    });
  }
  return columns;
}
