import { Stack, Text } from '@chakra-ui/react';
import type { TMessageSummary } from '../../../../src-shared/schemas/messages';
import { StatusBadge } from '../../../shared/StatusBadge';
import type { TFormatters } from '../../../shared/use-format';
import { RowLink, type TColumn } from '../../components/DataTable';
import { auditTime } from '../audit/audit-columns';
import { MESSAGE_KIND_LABELS, MESSAGE_STATE_BADGES } from './message-words';

export function MessageStateBadge({ state }: { state: TMessageSummary['state'] }) {
  const badge = MESSAGE_STATE_BADGES[state];
  return <StatusBadge status={badge.label} palette={badge.palette} size="sm" />;
}

/** The outbox's columns: a phone keeps when, to whom, the subject and the state. */
export function outboxColumns(format: TFormatters, hrefOf: (message: TMessageSummary) => string): TColumn<TMessageSummary>[] {
  return [
    {
      key: 'createdAt',
      header: 'When',
      cell: (message) => {
        const { date, time } = auditTime(message.createdAt, format);
        return (
          <Stack gap="0" whiteSpace="nowrap">
            <Text>{date}</Text>
            <Text fontSize="xs" color="fg.muted">
              {time}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'to',
      header: 'To',
      hideBelow: 'md',
      cell: (message) => (
        <Stack gap="0" minW="0">
          {message.toName && <Text fontWeight="medium">{message.toName}</Text>}
          <Text fontSize="xs" color="fg.muted" wordBreak="break-all">
            {message.to}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (message) => (
        <Stack gap="0" minW="0">
          <Text wordBreak="break-word">
            <RowLink to={hrefOf(message)}>{message.subject}</RowLink>
          </Text>
          <Text fontSize="xs" color="fg.muted" hideFrom="md" wordBreak="break-all">
            {message.to}
          </Text>
        </Stack>
      ),
    },
    { key: 'kind', header: 'Message', hideBelow: 'lg', cell: (message) => MESSAGE_KIND_LABELS[message.kind] },
    { key: 'state', header: 'State', cell: (message) => <MessageStateBadge state={message.state} /> },
    { key: 'attempts', header: 'Attempts', hideBelow: 'sm', align: 'end', cell: (message) => message.attempts },
  ];
}
