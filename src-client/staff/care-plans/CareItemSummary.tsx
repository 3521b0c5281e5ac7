import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { TCarePlanItem } from '../../../src-shared/schemas/care-plans';
import { DueBadge } from './DueBadge';
import { itemTitle } from './due-words';

/** The item a Give or Skip dialog is about: its type, what it is, its dose, and when it was due. */
export function CareItemSummary({ item, today }: { item: TCarePlanItem; today: string }) {
  return (
    <Stack gap="1" px="3">
      <HStack gap="2" wrap="wrap">
        <Badge variant="outline">{item.itemType}</Badge>
        <DueBadge dueDate={item.dueDate} today={today} />
      </HStack>
      <Text fontWeight="semibold">{itemTitle(item)}</Text>
      {item.detail && (
        <Text fontSize="sm" color="fg.muted">
          {item.detail}
        </Text>
      )}
    </Stack>
  );
}
