import { Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { THold } from '../../../../src-shared/schemas/journey';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { ConfirmedButton } from '../../records/ConfirmedButton';
import { useMay } from '../../session/use-may';
import { HoldEndDialog } from './HoldEndDialog';
import { holdText } from './journey-words';

/** Release and Change End, for a hold that holds the animal today. */
function HoldActions({ hold }: { hold: THold }) {
  const release = trpc.journey.releaseHold.useMutation();
  const [editing, setEditing] = useState(false);
  return (
    <HStack gap="2" flexShrink="0">
      <Button size="xs" variant="outline" onClick={() => setEditing(true)}>
        Change End
      </Button>
      <ConfirmedButton
        question={{ title: `Release the ${hold.type.toLowerCase()}?`, description: 'It ends today, and the animal is free of it from today.' }}
        confirmLabel="Release"
        done={{ title: 'Hold released', description: `The ${hold.type.toLowerCase()} has ended.` }}
        refused="The hold was not released:"
        onConfirm={() => release.mutateAsync({ id: hold.id })}
      >
        Release
      </ConfirmedButton>
      <HoldEndDialog hold={hold} open={editing} onOpenChange={setEditing} />
    </HStack>
  );
}

/** A hold of a stay: its type and end, why, since when, and (while it holds) its actions. */
export function HoldRow({ hold }: { hold: THold }) {
  const format = useFormat();
  const mayChange = useMay('holds:write');
  return (
    <Flex as="li" gap="3" justify="space-between" align="start" wrap="wrap">
      <Stack gap="0" minW="0" fontSize="sm">
        <Text fontWeight="medium">{holdText(hold, format.date)}</Text>
        <Text color="fg.muted">
          {hold.reason} · from {format.date(hold.startDate)}
        </Text>
      </Stack>
      {hold.active && mayChange && <HoldActions hold={hold} />}
    </Flex>
  );
}
