import { Flex, NativeSelect } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { MailIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_STATES, type TMessageListQuery, type TMessageSummary } from '../../../../src-shared/schemas/messages';
import { EmptyMessage } from '../../../shared/EmptyMessage';
import { trpc } from '../../../shared/trpc';
import { useFormat } from '../../../shared/use-format';
import { useMemoryListParams } from '../../components/list-params';
import { PagedRecords } from '../../components/PagedRecords';
import { SearchInput } from '../../components/SearchInput';
import { useListState } from '../../components/use-list-state';
import { parseIdParam } from '../../records/id-param';
import { SettingsPanel } from '../SettingsPanel';
import { MESSAGE_STATE_BADGES } from './message-words';
import { MessageDialog } from './MessageDialog';
import { outboxColumns } from './outbox-columns';

/** The message open on top of the outbox, in the address: Back closes it, and it can be shared. */
const MESSAGE_PARAM = 'message';

const stateFilter = (param: string | null) => MESSAGE_STATES.find((state) => state === param);

/**
 * The outbox (docs/domain.md#messages): every message written, newest first, filtered by state and
 * searched by recipient or subject, a page at a time. A row opens the message as it was written.
 */
export function OutboxPanel() {
  const params = useMemoryListParams();
  const list = useListState(params);
  const format = useFormat();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = stateFilter(params.get('state'));
  const openId = parseIdParam(searchParams.get(MESSAGE_PARAM));
  const hrefOf = useMemo(() => {
    const base = new URLSearchParams(searchParams);
    return (message: TMessageSummary) => {
      base.set(MESSAGE_PARAM, String(message.id));
      return `?${base.toString()}`;
    };
  }, [searchParams]);
  const columns = useMemo(() => outboxColumns(format, hrefOf), [format, hrefOf]);
  const input: TMessageListQuery = { ...(state ? { state } : {}), ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset };
  const query = trpc.messages.list.useQuery(input, { placeholderData: keepPreviousData });
  const close = () =>
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(MESSAGE_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <SettingsPanel title="Outbox" description="Every message the shelter has written, newest first. Dates and times are this device’s.">
      <Flex gap="3" wrap="wrap" align="center">
        <Flex flex="1" minW={{ base: 'full', sm: '60' }}>
          <SearchInput value={list.q} onSearch={list.setQuery} label="Search messages" placeholder="Search by address, name or subject..." />
        </Flex>
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '44' }}>
          <NativeSelect.Field aria-label="Message state" value={state ?? ''} onChange={(event) => list.setFilter('state', event.target.value || null)}>
            <option value="">All states</option>
            {MESSAGE_STATES.map((option) => (
              <option key={option} value={option}>
                {MESSAGE_STATE_BADGES[option].label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <PagedRecords
        query={query}
        list={list}
        label="Outbox"
        noun="messages"
        errorPrefix="Error loading the outbox: "
        columns={columns}
        rowKey={(message) => message.id}
        rowHref={hrefOf}
        empty={
          list.q || state ? (
            <EmptyMessage icon={SearchXIcon} title="No messages match" description="Try another address, name or word of the subject, or another state." />
          ) : (
            <EmptyMessage icon={MailIcon} title="No messages yet" description="Each e-mail the shelter writes appears here, sent or not." />
          )
        }
      />
      <MessageDialog id={openId} onClose={close} />
    </SettingsPanel>
  );
}
