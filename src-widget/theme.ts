import type { TWidgetTheme } from '../src-shared/schemas/widget';
import type { TWidgetOptions } from './options';

const HEX = /^#[0-9a-f]{6}$/i;
const SCHEMES = ['light', 'dark', 'auto'];

/** The shelter's theme, each value overridden by the script's data-* attribute when that one is valid. */
export function themeOf(saved: TWidgetTheme | null, options: TWidgetOptions): TWidgetTheme {
  return {
    primaryColor: options.primaryColor && HEX.test(options.primaryColor) ? options.primaryColor : (saved?.primaryColor ?? '#0d9488'),
    font: options.font ?? saved?.font ?? '',
    colorScheme: (options.colorScheme && SCHEMES.includes(options.colorScheme)
      ? options.colorScheme
      : (saved?.colorScheme ?? 'light')) as TWidgetTheme['colorScheme'],
  };
}

/** WCAG relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** Black or white, whichever reads better on the primary colour: one of them always passes WCAG AA. */
export function textOn(hex: string): string {
  const light = luminance(hex);
  return 1.05 / (light + 0.05) >= (light + 0.05) / 0.05 ? '#ffffff' : '#000000';
}

export function applyTheme(root: HTMLElement, theme: TWidgetTheme): void {
  root.dataset.scheme = theme.colorScheme;
  root.style.setProperty('--primary', theme.primaryColor);
  root.style.setProperty('--on-primary', textOn(theme.primaryColor));
  // The font is a CSS family list the settings' schema restricts to letters, digits, spaces, commas, hyphens and quotes.
  if (theme.font) root.style.setProperty('--font', theme.font);
  else root.style.removeProperty('--font');
}
