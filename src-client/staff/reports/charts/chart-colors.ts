import { adoptionStatusPalette, animalStatusPalette } from '../../../shared/status-palette';
import { speciesPalette } from '../../../shared/species-palette';

/**
 * Colours for the charts, as the theme's CSS variables: the SVG follows light and dark mode like
 * the rest of the page, with no second palette to keep in step.
 */
export const themeColor = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

/** What a chart's groups are: each kind colours a group the same in every chart and period. */
export type TChartCategory = 'animalStatus' | 'adoptionStatus' | 'species';

const PALETTE_OF: Readonly<Record<TChartCategory, (label: string) => string>> = {
  // Adopted and Behavioral Eval share a blue badge, where the text tells them apart; in a chart
  // the colour alone must, so Behavioral Eval is drawn in cyan.
  animalStatus: (status) => (status === 'Behavioral Eval' ? 'cyan' : animalStatusPalette(status)),
  adoptionStatus: adoptionStatusPalette,
  species: speciesPalette,
};

/** A group's colour: its badge's palette, at the shade that reads on both light and dark panels. */
export function categoryColor(category: TChartCategory, label: string): string {
  const palette = PALETTE_OF[category](label);
  return themeColor(`${palette}.${palette === 'yellow' ? 400 : 500}`);
}

/** Axis and label text. */
export const TEXT_MUTED = themeColor('fg.muted');
export const GRID_LINE = themeColor('border');
