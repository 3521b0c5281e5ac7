import { CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { Sidebar } from './Sidebar';

/** Narrow screens: the sidebar slides over the page and closes on any navigation (StaffLayout). */
export function SidebarOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer.Root open={open} onOpenChange={(details) => !details.open && onClose()} placement="start" size="xs">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content aria-label="Navigation">
            <Sidebar />
            <Drawer.CloseTrigger asChild top="3" insetEnd="3">
              <CloseButton size="sm" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
