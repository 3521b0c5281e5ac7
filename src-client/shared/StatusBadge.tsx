import { Badge, type BadgeProps } from '@chakra-ui/react';
import { animalStatusPalette, type TStatusPalette } from './status-palette';

/** A status as a coloured pill; the palette comes from the record kind's own colour rule. */
export function StatusBadge({ status, palette, size = 'md' }: { status: string; palette: TStatusPalette; size?: BadgeProps['size'] }) {
  return (
    <Badge colorPalette={palette} variant="subtle" size={size} rounded="full" px="2.5" whiteSpace="nowrap">
      {status}
    </Badge>
  );
}

export function AnimalStatusBadge({ status, size }: { status: string; size?: BadgeProps['size'] }) {
  return <StatusBadge status={status} palette={animalStatusPalette(status)} size={size} />;
}
