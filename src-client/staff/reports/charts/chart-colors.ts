/**
 * Colours for the charts, as the theme's CSS variables: the SVG follows light and dark mode like
 * the rest of the page, with no second palette to keep in step.
 */
export const themeColor = (token: string) => `var(--chakra-colors-${token.replace(/\./g, '-')})`;

/** Slices of a pie, in order; far enough apart to tell neighbours apart (the legend names them). */
export const SLICE_COLORS = ['teal.500', 'orange.400', 'purple.500', 'blue.500', 'yellow.400', 'pink.500', 'green.500', 'gray.500'].map(themeColor);

/** Axis and label text. */
export const TEXT_MUTED = themeColor('fg.muted');
export const GRID_LINE = themeColor('border');
