import { HStack, RadioCard } from '@chakra-ui/react';
import { MonitorIcon, MoonIcon, SunIcon, type LucideIcon } from 'lucide-react';
import { THEMES } from '../../../shared/display-settings';

type TTheme = (typeof THEMES)[number];

const CHOICES: Record<TTheme, { label: string; description: string; icon: LucideIcon }> = {
  light: { label: 'Light', description: 'Dark text on light backgrounds', icon: SunIcon },
  dark: { label: 'Dark', description: 'Light text on dark backgrounds', icon: MoonIcon },
  system: { label: 'System', description: 'Follows this device’s setting', icon: MonitorIcon },
};

/** Light, dark or the device's own choice, as three cards. */
export function ThemeChoice({ value, onChange }: { value: TTheme; onChange: (theme: TTheme) => void }) {
  return (
    <RadioCard.Root value={value} onValueChange={(details) => details.value && onChange(details.value as TTheme)} orientation="horizontal">
      <RadioCard.Label>Theme</RadioCard.Label>
      <HStack gap="3" align="stretch" flexWrap={{ base: 'wrap', sm: 'nowrap' }}>
        {THEMES.map((theme) => {
          const { label, description, icon: IconComponent } = CHOICES[theme];
          return (
            <RadioCard.Item key={theme} value={theme} flex="1" minW={{ base: 'full', sm: '0' }}>
              <RadioCard.ItemHiddenInput />
              <RadioCard.ItemControl>
                <IconComponent size="20" aria-hidden />
                <RadioCard.ItemContent>
                  <RadioCard.ItemText>{label}</RadioCard.ItemText>
                  <RadioCard.ItemDescription>{description}</RadioCard.ItemDescription>
                </RadioCard.ItemContent>
                <RadioCard.ItemIndicator />
              </RadioCard.ItemControl>
            </RadioCard.Item>
          );
        })}
      </HStack>
    </RadioCard.Root>
  );
}
