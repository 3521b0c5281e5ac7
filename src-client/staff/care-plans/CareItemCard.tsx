import { Badge, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { TCarePlanItem, TDueItem } from '../../../src-shared/schemas/care-plans';
import { DueBadge } from './DueBadge';
import { dueLabel, itemTitle } from './due-words';
import type { TItemActions } from './use-item-dialogs';

/** Where the animal is, as the due list says: its place, or in foster. */
export const dueItemPlace = (item: Pick<TDueItem, 'location' | 'inFoster'>) => item.location ?? (item.inFoster ? 'In foster' : 'No location recorded');

const isDueItem = (item: TCarePlanItem): item is TDueItem => 'inFoster' in item;

/**
 * One item still due, as a card: when it is due, what it is (and, on the due list, for which
 * animal and where), with Give and Skip. The buttons are large on a phone (44 px), for a round
 * ticked off standing up.
 */
export function CareItemCard({
  item,
  today,
  actions,
  showAnimal = false,
}: {
  item: TCarePlanItem;
  today: string;
  actions?: TItemActions;
  showAnimal?: boolean;
}) {
  const title = itemTitle(item);
  const when = dueLabel(item.dueDate, today);
  return (
    <Flex
      as="li"
      // Named in full, so two doses of a course read apart: "DHPP for Biscuit, Overdue 2 days".
      aria-label={`${showAnimal ? `${title} for ${item.animalName}` : title}, ${when}`}
      direction={{ base: 'column', sm: 'row' }}
      align={{ base: 'stretch', sm: 'center' }}
      gap="3"
      p="4"
      borderWidth="1px"
      rounded="lg"
      bg="bg.panel"
    >
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <DueBadge dueDate={item.dueDate} today={today} />
          <Badge variant="outline" size="sm">
            {item.itemType}
          </Badge>
          {isDueItem(item) && item.inFoster && (
            <Badge colorPalette="purple" variant="subtle" size="sm">
              In foster
            </Badge>
          )}
        </HStack>
        {showAnimal && (
          <Text fontWeight="semibold" overflowWrap="anywhere">
            <Link asChild color="colorPalette.fg">
              <RouterLink to={`/animals/${item.animalId}?tab=care-plan`}>{item.animalName}</RouterLink>
            </Link>{' '}
            <Text as="span" fontSize="xs" color="fg.muted" fontFamily="mono" fontWeight="normal">
              {item.animalCode}
            </Text>
          </Text>
        )}
        <Text fontWeight={showAnimal ? 'normal' : 'semibold'} overflowWrap="anywhere">
          {title}
          {item.detail && (
            <Text as="span" color="fg.muted">
              {' '}
              · {item.detail}
            </Text>
          )}
        </Text>
        {isDueItem(item) && (
          <Text fontSize="sm" color="fg.muted">
            {item.species} · {dueItemPlace(item)}
          </Text>
        )}
      </Stack>
      {actions && (
        <HStack gap="2" flexShrink="0">
          <Button size={{ base: 'lg', sm: 'sm' }} flex={{ base: '1', sm: 'none' }} onClick={() => actions.onGive(item)}>
            Give
          </Button>
          <Button size={{ base: 'lg', sm: 'sm' }} flex={{ base: '1', sm: 'none' }} variant="outline" onClick={() => actions.onSkip(item)}>
            Skip
          </Button>
        </HStack>
      )}
    </Flex>
  );
}
