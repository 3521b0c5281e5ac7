import { Box, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { ChartPieIcon } from 'lucide-react';
import { lazy } from 'react';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { categoryColor, type TChartCategory } from './chart-colors';
import { pieSlices } from './chart-data';
import { ChartBox } from './ChartBox';

const PieDrawing = lazy(async () => ({ default: (await import('./PieDrawing')).PieDrawing }));

const SIZE = 200;

interface TPieChartProps {
  title: string;
  /** What the groups are: a group has the same colour in every chart (its badge's). */
  category: TChartCategory;
  counts: readonly { label: string; count: number }[];
  noun: string;
}

/**
 * A donut of counts by group with its legend (group, count, share). The legend carries the
 * figures in text; the drawing's own description says the same for screen readers.
 */
export function PieChart({ title, category, counts, noun }: TPieChartProps) {
  const slices = pieSlices(category, counts);
  const color = (label: string) => categoryColor(category, label);
  return (
    <Stack gap="3" as="figure" minW="0">
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {slices.length === 0 ? (
        <EmptyMessage icon={ChartPieIcon} title={`No ${noun} in this period`} />
      ) : (
        <Flex direction={{ base: 'column', sm: 'row' }} align="center" gap="6">
          <ChartBox height={SIZE} width={`${SIZE}px`}>
            {() => <PieDrawing title={title} slices={slices} colors={slices.map((slice) => color(slice.label))} size={SIZE} />}
          </ChartBox>
          <Stack as="ul" gap="2" listStyleType="none" flex="1" minW="0" w="full" aria-label={`${title}: legend`}>
            {slices.map((slice) => (
              <HStack as="li" key={slice.label} gap="3" fontSize="sm" justify="space-between">
                <HStack gap="2" minW="0">
                  <Box boxSize="3" rounded="sm" flexShrink="0" style={{ background: color(slice.label) }} aria-hidden />
                  <Text truncate>{slice.label}</Text>
                </HStack>
                <Text whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
                  <Text as="span" fontWeight="semibold">
                    {slice.count}
                  </Text>{' '}
                  <Text as="span" color="fg.muted">
                    ({slice.percent}%)
                  </Text>
                </Text>
              </HStack>
            ))}
          </Stack>
        </Flex>
      )}
    </Stack>
  );
}
