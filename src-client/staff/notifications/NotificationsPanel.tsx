import { Box, Button, Circle, Flex, Popover, Portal, Skeleton, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { CheckCheckIcon } from 'lucide-react';
import { useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import type { TNotification } from '../../../src-shared/schemas/notifications';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { useNotifications } from './use-notifications';

function NotificationLine({ item, onOpen }: { item: TNotification; onOpen: (item: TNotification) => void }) {
  const format = useFormat();
  const when = [item.date && format.date(item.date), item.time && format.time(item.time)].filter(Boolean).join(', ');
  return (
    <Box as="li" borderTopWidth="1px" _first={{ borderTopWidth: '0' }}>
      <Flex asChild gap="3" px="4" py="3" _hover={{ bg: 'bg.muted' }} _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}>
        <Link to={item.url} onClick={() => onOpen(item)} data-read={item.read}>
          <Circle size="2" mt="2" flexShrink="0" bg={item.read ? 'transparent' : 'blue.solid'} aria-hidden />
          <Box minW="0">
            <Text fontSize="sm" fontWeight={item.read ? 'normal' : 'semibold'}>
              {item.title}
              {!item.read && <VisuallyHidden> (unread)</VisuallyHidden>}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {[when, item.detail].filter(Boolean).join(' · ')}
            </Text>
          </Box>
        </Link>
      </Flex>
    </Box>
  );
}

/**
 * The bell's panel (NotificationsBell), which loads with its first opening and opens at once:
 * what needs the user today, each opening where it is acted on. Opening one marks it read; "Mark
 * all read" marks the rest.
 */
export function NotificationsPanel({ bell }: { bell: ReactElement }) {
  const [open, setOpen] = useState(true);
  const notifications = useNotifications();
  const markRead = trpc.notifications.markRead.useMutation();
  const unread = notifications.data?.unread ?? 0;
  const items = notifications.data?.items ?? [];

  const openItem = (item: TNotification) => {
    setOpen(false);
    if (!item.read) markRead.mutate({ keys: [item.key] });
  };

  return (
    <Popover.Root open={open} onOpenChange={(details) => setOpen(details.open)} positioning={{ placement: 'bottom-end' }} lazyMount unmountOnExit>
      <Popover.Trigger asChild>{bell}</Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width="min(24rem, calc(100vw - 1.5rem))" aria-label="Notifications">
            <Popover.Header borderBottomWidth="1px" py="3">
              <Flex align="center" justify="space-between" gap="2">
                <Popover.Title fontWeight="semibold">Notifications</Popover.Title>
                <Button size="xs" variant="ghost" disabled={!unread} loading={markRead.isPending} onClick={() => markRead.mutate({ all: true })}>
                  <CheckCheckIcon />
                  Mark all read
                </Button>
              </Flex>
            </Popover.Header>
            <Popover.Body p="0" maxH="min(28rem, 70dvh)" overflowY="auto">
              {notifications.isPending ? (
                <Stack p="4" gap="3" aria-label="Loading notifications">
                  <Skeleton h="4" />
                  <Skeleton h="4" />
                </Stack>
              ) : notifications.isError ? (
                <Box p="3">
                  <LoadError text="The notifications could not be loaded." onRetry={() => void notifications.refetch()} />
                </Box>
              ) : items.length ? (
                <Box as="ul" listStyleType="none" aria-label="Notifications">
                  {items.map((item) => (
                    <NotificationLine key={item.key} item={item} onOpen={openItem} />
                  ))}
                </Box>
              ) : (
                <Text p="4" fontSize="sm" color="fg.muted">
                  Nothing needs you right now.
                </Text>
              )}
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
