import type { TAnimalStatus } from '../../../../src-shared/enums';
import { adoptionStatusPalette, animalStatusPalette } from '../../../shared/status-palette';
import { speciesPalette } from '../../../shared/species-palette';

/**
 * Colours for the charts, as the theme's CSS variables: the SVG follows light and dark mode like
 * the rest of the page, with no second palette to keep in step.
 */
export const themeColor = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

/** What a chart's groups are: each kind colours a group the same in every chart and period. */
export type TChartCategory = 'animalStatus' | 'adoptionStatus' | 'species';

/**
 * Badges that share a palette are told apart by their text; in a chart the colour alone must, so
 * these statuses are drawn in a hue of their own. Fourteen statuses outnumber Chakra's ten
 * palettes: the last few are plain colours at the lightness of its 500 shades, which read on
 * light and dark panels alike.
 */
const ANIMAL_STATUS_CHART_HUES: Readonly<Partial<Record<TAnimalStatus, string>>> = {
  'Behavioral Eval': 'cyan',
  'Returned to Owner': 'teal',
  Transferred: 'pink',
  'Returned to Field': '#65a30d',
  'Other Live Outcome': '#6366f1',
  Lost: '#a0522d',
  Euthanized: '#9f1239',
};

const PALETTE_OF: Readonly<Record<TChartCategory, (label: string) => string>> = {
  animalStatus: (status) => ANIMAL_STATUS_CHART_HUES[status as TAnimalStatus] ?? animalStatusPalette(status),
  adoptionStatus: adoptionStatusPalette,
  species: speciesPalette,
};

/** A group's colour: its badge's palette, at the shade that reads on both light and dark panels. */
export function categoryColor(category: TChartCategory, label: string): string {
  const palette = PALETTE_OF[category](label);
  if (palette.startsWith('#')) return palette;
  return themeColor(`${palette}.${palette === 'yellow' ? 400 : 500}`);
}

/** Axis and label text. */
export const TEXT_MUTED = themeColor('fg.muted');
export const GRID_LINE = themeColor('border');

/** The financial chart's two kinds of amount. */
export const INCOME_COLOR = themeColor('green.500');
export const EXPENSE_COLOR = themeColor('red.500');
