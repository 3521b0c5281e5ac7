import { Box, Skeleton } from '@chakra-ui/react';
import { Suspense, type ReactNode } from 'react';
import { useElementWidth } from './use-element-width';

/**
 * A chart's place on the page, its size set before anything is drawn in it. The drawing is a lazy
 * component (Victory loads with the first chart a screen shows, not with the console): it fills
 * the box once its code has loaded and the box's width is known, so the page never moves.
 */
export function ChartBox({ height, width = 'full', children }: { height: number; width?: string; children: (width: number) => ReactNode }) {
  const [ref, measured] = useElementWidth<HTMLDivElement>();
  return (
    <Box ref={ref} h={`${height}px`} w={width} flexShrink="0">
      {measured > 0 && <Suspense fallback={<Skeleton h="full" />}>{children(measured)}</Suspense>}
    </Box>
  );
}
