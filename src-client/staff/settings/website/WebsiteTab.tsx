import { Stack } from '@chakra-ui/react';
import { FeedsPanel } from './FeedsPanel';
import { ListingsPanel } from './ListingsPanel';
import { WidgetPanel } from './WidgetPanel';

/**
 * Settings → Website (admins, docs/domain.md#website): the widget the shelter pastes into its own
 * site, the feeds search engines and other sites read, and the listing sites' exports.
 */
export function WebsiteTab() {
  return (
    <Stack gap="6">
      <WidgetPanel />
      <FeedsPanel />
      <ListingsPanel />
    </Stack>
  );
}
