import { Badge } from '@chakra-ui/react';
import type { TNoteKind } from '../../../src-shared/enums';
import type { TStatusPalette } from '../../shared/status-palette';

/** Behaviour blue; the care log in calm colours of its own; a handling warning red, as it must catch the eye. */
const PALETTES: Readonly<Record<TNoteKind, TStatusPalette>> = {
  Behaviour: 'blue',
  Walk: 'green',
  Enrichment: 'purple',
  Feeding: 'orange',
  Cleaning: 'cyan',
  'Handling warning': 'red',
};

export function NoteKindBadge({ kind }: { kind: TNoteKind }) {
  return (
    <Badge colorPalette={PALETTES[kind]} variant="subtle" size="sm" whiteSpace="nowrap">
      {kind}
    </Badge>
  );
}

/** A note shown on the adoption portal. */
export function PublicBadge() {
  return (
    <Badge colorPalette="green" variant="outline" size="sm" whiteSpace="nowrap">
      Public
    </Badge>
  );
}
