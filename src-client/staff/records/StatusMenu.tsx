import { Button, Menu, Portal } from '@chakra-ui/react';
import { ChevronDownIcon } from 'lucide-react';
import type { TStatusPalette } from '../../shared/status-palette';

/**
 * A record's status badge that opens a menu of the other statuses it may move to: the badge
 * itself is the control, so a phone's narrow table needs no column for it. The change, and what
 * the server says of it, belong to the caller.
 */
export function StatusMenu<T extends string>({
  record,
  shown,
  palette,
  current,
  options,
  onChoose,
  busy = false,
  itemLabel = (status) => `Mark ${status}`,
}: {
  /** The record, in words, for the button's name ("Luna’s adoption by Sam Carter"). */
  record: string;
  /** The status as the badge reads (a past appointment reads Completed). */
  shown: string;
  palette: TStatusPalette;
  /** The stored status, left out of the choices. */
  current: string;
  options: readonly T[];
  onChoose: (status: T) => void;
  busy?: boolean;
  itemLabel?: (status: T) => string;
}) {
  const others = options.filter((status) => status !== current);
  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={(details) => {
        const chosen = others.find((status) => status === details.value);
        if (chosen) onChoose(chosen);
      }}
    >
      <Menu.Trigger asChild>
        <Button
          size="2xs"
          variant="subtle"
          colorPalette={palette}
          rounded="full"
          px="2.5"
          fontWeight="medium"
          // The name starts with what the badge shows, so what is read out matches what is seen.
          aria-label={`${shown}: change status of ${record}`}
          loading={busy}
          loadingText="Saving..."
        >
          {shown}
          <ChevronDownIcon />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="44">
            {others.map((status) => (
              <Menu.Item key={status} value={status}>
                {itemLabel(status)}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
