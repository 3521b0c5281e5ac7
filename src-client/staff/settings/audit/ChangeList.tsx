import { Box, Button, List, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { changeLines } from './audit-changes';

/** Lines shown before "Show all": a record's creation lists every field. */
const FIRST_LINES = 4;

/** One entry's changed fields, as "Field: old → new". */
export function ChangeList({ action, changes }: { action: string; changes: Record<string, unknown> }) {
  const [expanded, setExpanded] = useState(false);
  const lines = changeLines(action, changes);
  if (lines.length === 0) return <Text color="fg.muted">—</Text>;
  // Folding away a single line saves nothing.
  const folds = lines.length > FIRST_LINES + 1;
  const shown = expanded || !folds ? lines : lines.slice(0, FIRST_LINES);
  return (
    <Box fontSize="xs" minW="0">
      <List.Root listStyleType="none" gap="0.5">
        {shown.map((line) => (
          <List.Item key={line.field} wordBreak="break-word">
            <Text as="span" fontWeight="semibold">
              {line.field}
            </Text>
            {': '}
            {line.before === undefined && line.after === undefined ? (
              <Text as="span" color="fg.muted">
                changed
              </Text>
            ) : (
              <>
                {line.before !== undefined && (
                  <Text as="span" color="fg.muted" textDecoration={line.after !== undefined ? 'line-through' : undefined}>
                    {line.before}
                  </Text>
                )}
                {line.before !== undefined && line.after !== undefined && ' → '}
                {line.after !== undefined && <Text as="span">{line.after}</Text>}
              </>
            )}
          </List.Item>
        ))}
      </List.Root>
      {folds && (
        <Button variant="plain" size="xs" px="0" h="auto" mt="1" color="colorPalette.fg" onClick={() => setExpanded(!expanded)}>
          {expanded ? 'Show fewer' : `Show all ${lines.length} fields`}
        </Button>
      )}
    </Box>
  );
}
