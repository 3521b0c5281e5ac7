import { useTheme } from 'next-themes';
import { useEffect } from 'react';
import { useDisplaySettings } from './use-display-settings';

/**
 * Applies the Display settings' theme (light, dark or system) through Chakra's colour mode
 * (next-themes), at start and whenever it changes, in this tab or another. Renders nothing.
 */
export function DisplayThemeSync() {
  const { theme } = useDisplaySettings();
  const { setTheme } = useTheme();
  useEffect(() => setTheme(theme), [theme, setTheme]);
  return null;
}
