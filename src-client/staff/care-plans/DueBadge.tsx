import type { BadgeProps } from '@chakra-ui/react';
import { StatusBadge } from '../../shared/StatusBadge';
import { DUE_PALETTE, dueLabel, dueWhen } from './due-words';

/** "Overdue 3 days" in red, "Due today" in orange, "Due in 2 days" in grey. */
export function DueBadge({ dueDate, today, size = 'sm' }: { dueDate: string; today: string; size?: BadgeProps['size'] }) {
  return <StatusBadge status={dueLabel(dueDate, today)} palette={DUE_PALETTE[dueWhen(dueDate, today)]} size={size} />;
}
