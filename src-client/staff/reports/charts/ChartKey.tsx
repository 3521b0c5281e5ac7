import { Box, HStack, Text } from '@chakra-ui/react';

/** One entry of a chart's legend: its colour and what it stands for. */
export function ChartKey({ color, label }: { color: string; label: string }) {
  return (
    <HStack gap="1.5" fontSize="xs" color="fg.muted">
      <Box boxSize="2.5" rounded="sm" style={{ background: color }} aria-hidden />
      <Text>{label}</Text>
    </HStack>
  );
}
