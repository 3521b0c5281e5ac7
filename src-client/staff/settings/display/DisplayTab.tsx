import { Button, SimpleGrid, Text } from '@chakra-ui/react';
import { RotateCcwIcon } from 'lucide-react';
import { formatWeight } from '../../../../src-shared/care-plans';
import { WEIGHT_UNITS } from '../../../../src-shared/enums';
import { formatDate, deviceDate } from '../../../shared/date-format';
import { CLOCKS, DATE_FORMATS, DEFAULT_DISPLAY_SETTINGS, RECORDS_PER_PAGE_OPTIONS } from '../../../shared/display-settings';
import { formatTime } from '../../../shared/time-format';
import { saveDisplaySettings, useDisplaySettings } from '../../../shared/use-display-settings';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { useSessionUser } from '../../session/session-user';
import { SettingsPanel } from '../SettingsPanel';
import { defaultPageOptions } from './default-page';
import { ThemeChoice } from './ThemeChoice';

const PAGE_SIZES = RECORDS_PER_PAGE_OPTIONS.map((size) => ({ value: String(size), label: `${size} records` }));
/** Each clock with an afternoon time as it reads on it. */
const CLOCK_OPTIONS = CLOCKS.map((clock) => ({ value: clock, label: `${clock} (${formatTime('14:30', clock)})` }));
/** Each unit with a 12.5 kg dog as it reads in it. */
const WEIGHT_UNIT_OPTIONS = WEIGHT_UNITS.map((unit) => ({
  value: unit,
  label: `${unit === 'kg' ? 'Kilograms' : 'Pounds'} (${formatWeight(12_500, unit)})`,
}));

/**
 * The Display tab: how this browser shows the console. Kept in this browser only
 * (docs/domain.md#settings) and applied at once, everywhere: there is nothing to save.
 */
export function DisplayTab() {
  const settings = useDisplaySettings();
  const pages = defaultPageOptions(useSessionUser().role);
  // A page chosen by another role on this browser reads as where this role's console opens: the Dashboard.
  const defaultPage = pages.some((page) => page.value === settings.defaultPage) ? settings.defaultPage : 'dashboard';
  const today = deviceDate();
  const dateFormats = DATE_FORMATS.map((format) => ({ value: format, label: `${format} (${formatDate(today, format)})` }));
  return (
    <SettingsPanel
      title="Display"
      description="How the console looks in this browser. Changes apply at once and stay in this browser."
      footer={
        <Button variant="outline" onClick={() => saveDisplaySettings(DEFAULT_DISPLAY_SETTINGS)}>
          <RotateCcwIcon />
          Restore Defaults
        </Button>
      }
    >
      <ThemeChoice value={settings.theme} onChange={(theme) => saveDisplaySettings({ theme })} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <ChoiceSelect
          label="Default Page"
          value={defaultPage}
          options={pages}
          onChange={(defaultPage) => saveDisplaySettings({ defaultPage })}
          helperText="Where the console opens after you log in."
        />
        <ChoiceSelect
          label="Records per Page"
          value={String(settings.recordsPerPage)}
          options={PAGE_SIZES}
          onChange={(size) => saveDisplaySettings({ recordsPerPage: Number(size) as (typeof RECORDS_PER_PAGE_OPTIONS)[number] })}
          helperText="Rows in each list before it pages."
        />
        <ChoiceSelect
          label="Date Format"
          value={settings.dateFormat}
          options={dateFormats}
          onChange={(dateFormat) => saveDisplaySettings({ dateFormat })}
          helperText="How dates read on every screen."
        />
        <ChoiceSelect
          label="Clock"
          value={settings.clock}
          options={CLOCK_OPTIONS}
          onChange={(clock) => saveDisplaySettings({ clock })}
          helperText="How times read: appointments, the schedule, the audit log."
        />
        <ChoiceSelect
          label="Weight Unit"
          value={settings.weightUnit}
          options={WEIGHT_UNIT_OPTIONS}
          onChange={(weightUnit) => saveDisplaySettings({ weightUnit })}
          helperText="How weights read, and the unit a new weight is entered in."
        />
      </SimpleGrid>
      <Text fontSize="sm" color="fg.muted">
        Other people, and this console in other browsers, keep their own display settings.
      </Text>
    </SettingsPanel>
  );
}
