import { Box, Tabs, type BoxProps } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';

/**
 * A row of tabs wider than a phone scrolls sideways within itself (never the page), and keeps the
 * selected tab in view, also when a link opens a tab far along the row.
 */
export function ScrollableTabList({ value, tabs, ...box }: { value: string; tabs: readonly { value: string; label: string }[] } & BoxProps) {
  const row = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const container = row.current;
    const selected = container?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
    if (!container || !selected) return;
    const start = selected.offsetLeft - container.offsetLeft;
    if (start < container.scrollLeft || start + selected.offsetWidth > container.scrollLeft + container.clientWidth) {
      container.scrollLeft = start - 16;
    }
  }, [value]);
  return (
    <Box ref={row} overflowX="auto" minW="0" {...box}>
      <Tabs.List borderBottomWidth="0" w="max-content">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value} whiteSpace="nowrap">
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
    </Box>
  );
}
