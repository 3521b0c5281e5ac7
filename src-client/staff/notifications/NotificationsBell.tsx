import { Circle, Float, IconButton, type IconButtonProps } from '@chakra-ui/react';
import { BellIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useNotifications } from './use-notifications';

// The panel's popover (and its positioning library) loads with the first opening, not with the console.
const NotificationsPanel = lazy(async () => ({ default: (await import('./NotificationsPanel')).NotificationsPanel }));

/** "99+" past two digits: the badge stays the size of the bell. */
const badgeText = (unread: number) => (unread > 99 ? '99+' : String(unread));

function BellButton({ unread, ...props }: { unread: number } & IconButtonProps) {
  return (
    <IconButton aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'} variant="ghost" size="sm" position="relative" {...props}>
      <BellIcon />
      {unread > 0 && (
        <Float placement="top-end" offsetX="2" offsetY="2">
          <Circle minW="4" h="4" px="1" bg="red.solid" color="white" fontSize="2xs" fontWeight="bold" aria-hidden>
            {badgeText(unread)}
          </Circle>
        </Float>
      )}
    </IconButton>
  );
}

/**
 * The top bar's bell (docs/domain.md#notifications): the number unread on it, and a panel listing
 * what needs the user today (NotificationsPanel). Until the panel's code has loaded, the bell says
 * what its trigger will: it opens a dialog, closed for now.
 */
export function NotificationsBell() {
  const unread = useNotifications().data?.unread ?? 0;
  const [wanted, setWanted] = useState(false);
  const closed = <BellButton unread={unread} aria-haspopup="dialog" aria-expanded={false} onClick={() => setWanted(true)} />;
  if (!wanted) return closed;
  return (
    <Suspense fallback={closed}>
      <NotificationsPanel bell={<BellButton unread={unread} />} />
    </Suspense>
  );
}
