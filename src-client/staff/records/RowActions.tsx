import { IconButton, Menu, Portal } from '@chakra-ui/react';
import { EllipsisVerticalIcon } from 'lucide-react';

export interface TRowAction {
  value: string;
  label: string;
  onSelect: () => void;
  /** Removes or voids something: shown in red. */
  destructive?: boolean;
}

/** A row's actions (Edit, Void…) behind one small menu button, named after the record it acts on. */
export function RowActions({ label, actions }: { label: string; actions: readonly TRowAction[] }) {
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} onSelect={(details) => actions.find((action) => action.value === details.value)?.onSelect()}>
      <Menu.Trigger asChild>
        <IconButton size="xs" variant="ghost" aria-label={label}>
          <EllipsisVerticalIcon />
        </IconButton>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="36">
            {actions.map((action) => (
              <Menu.Item
                key={action.value}
                value={action.value}
                color={action.destructive ? 'fg.error' : undefined}
                _highlighted={action.destructive ? { bg: 'bg.error', color: 'fg.error' } : undefined}
              >
                {action.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
