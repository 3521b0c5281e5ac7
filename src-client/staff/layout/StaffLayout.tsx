import { Box, Flex, SkipNavContent, SkipNavLink, useMediaQuery } from '@chakra-ui/react';
import { lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { trpc } from '../../shared/trpc';
import { MountWhenOpened } from '../components/MountWhenOpened';
import { SessionGate } from '../session/SessionGate';
import { RouteGuard } from './RouteGuard';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

// A drawer, wanted only on a narrow screen and only once opened.
const SidebarOverlay = lazy(async () => ({ default: (await import('./SidebarOverlay')).SidebarOverlay }));

/** Chakra's `lg` breakpoint: from here on the sidebar is docked and open by default. */
const WIDE_SCREEN = '(min-width: 1024px)';

function ConsoleFrame() {
  const [wide] = useMediaQuery([WIDE_SCREEN], { ssr: false });
  const location = useLocation();
  const [dockedOpen, setDockedOpen] = useState(true);
  const utils = trpc.useUtils();
  // The shelter's time zone, asked for first so the forms' dates open on the shelter's today.
  useEffect(() => void utils.settings.calendar.prefetch(), [utils]);
  // The overlay is open only on the page it was opened on: any navigation closes it.
  const [overlayOpenedAt, setOverlayOpenedAt] = useState<string | null>(null);
  const overlayOpen = overlayOpenedAt === location.key;
  const navOpen = wide ? dockedOpen : overlayOpen;
  const toggleNav = () => (wide ? setDockedOpen(!dockedOpen) : setOverlayOpenedAt(overlayOpen ? null : location.key));

  return (
    <Flex minH="100dvh" bg="bg.subtle" _print={{ bg: 'transparent' }}>
      <SkipNavLink>Skip to content</SkipNavLink>
      {wide ? (
        dockedOpen && (
          <Box as="aside" position="sticky" top="0" h="100dvh" w="64" flexShrink="0" borderEndWidth="1px" _print={{ display: 'none' }}>
            <Sidebar />
          </Box>
        )
      ) : (
        <MountWhenOpened open={overlayOpen}>
          <SidebarOverlay open={overlayOpen} onClose={() => setOverlayOpenedAt(null)} />
        </MountWhenOpened>
      )}
      <Flex direction="column" flex="1" minW="0">
        <TopBar navOpen={navOpen} onToggleNav={toggleNav} />
        {/* On paper only the screen itself: no sidebar, no top bar, no margins of its own. */}
        <SkipNavContent as="main" flex="1" px={{ base: '4', md: '8' }} py={{ base: '5', md: '8' }} _print={{ p: '0' }}>
          <RouteGuard />
        </SkipNavContent>
      </Flex>
    </Flex>
  );
}

/** The staff area, behind the session gate. */
export function StaffLayout() {
  return (
    <SessionGate>
      <ConsoleFrame />
    </SessionGate>
  );
}
