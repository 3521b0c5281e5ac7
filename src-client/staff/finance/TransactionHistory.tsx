import { Box, Button, Card, Flex, Heading, Stack, Tabs, Text } from '@chakra-ui/react';
import { keepPreviousData, skipToken } from '@tanstack/react-query';
import { CalendarXIcon, PlusIcon, ReceiptIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import type { TListParams } from '../components/list-params';
import { PagedRecords } from '../components/PagedRecords';
import { ScrollableTabList } from '../components/ScrollableTabList';
import { SearchInput } from '../components/SearchInput';
import { useListState, type TListState } from '../components/use-list-state';
import { transactionColumns, type TTransactionActions } from './transaction-columns';
import { findTab, transactionTabs, type TTransactionTab } from './transaction-tabs';

/** The period's dates (either end open), or null while a custom period is out of order. */
type TDates = { from?: string; to?: string } | null;

function TransactionTable({
  tab,
  dates,
  list,
  actions,
  onNew,
}: {
  tab: TTransactionTab;
  dates: TDates;
  list: TListState;
  actions: TTransactionActions | undefined;
  onNew: (() => void) | undefined;
}) {
  const format = useFormat();
  const columns = useMemo(() => transactionColumns(format, actions), [format, actions]);
  const query = trpc.transactions.page.useQuery(
    dates ? { ...tab.filter, ...dates, ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset } : skipToken,
    { placeholderData: keepPreviousData },
  );
  if (!dates) return <EmptyMessage icon={CalendarXIcon} title="No such period" description="Choose a From date on or before the To date." />;
  const dated = Boolean(dates.from ?? dates.to);
  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title="No transactions match your search"
      description={`Nothing found for “${list.q}”. Try a word of the description, a type or a payment method.`}
    />
  ) : dated ? (
    <EmptyMessage icon={CalendarXIcon} title="No transactions in this period" description="Choose another period, or All time." />
  ) : (
    <EmptyMessage
      icon={ReceiptIcon}
      title="No transactions yet"
      description="Adoption fees, donations and expenses appear here as they are recorded."
      action={
        onNew && (
          <Button size="sm" onClick={onNew}>
            <PlusIcon />
            Record the first transaction
          </Button>
        )
      }
    />
  );
  return (
    <PagedRecords<TTransaction>
      query={query}
      list={list}
      label="Transactions"
      noun="transactions"
      errorPrefix="Error loading financial data: "
      columns={columns}
      rowKey={(transaction) => transaction.id}
      empty={empty}
    />
  );
}

/**
 * Transaction History: tabs All, Income, Expenses and one per type present, a
 * search, and a paged table; tab, search and page live in the address.
 */
export function TransactionHistory({
  params,
  dates,
  typesPresent,
  actions,
  onNew,
}: {
  params: TListParams;
  dates: TDates;
  typesPresent: ReadonlySet<string>;
  actions: TTransactionActions | undefined;
  onNew: (() => void) | undefined;
}) {
  const list = useListState(params);
  const tabs = transactionTabs(typesPresent);
  const tab = findTab(tabs, params.get('tab'));
  return (
    <Card.Root variant="outline" bg="bg.panel">
      {/* The search sits beside the title: the row of tabs grows with every type recorded. */}
      <Card.Header px={{ base: '4', md: '6' }}>
        <Flex direction={{ base: 'column', md: 'row' }} gap="3" justify="space-between" align={{ base: 'stretch', md: 'center' }}>
          <Stack gap="1">
            <Heading as="h2" size="lg">
              Transaction History
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Every income and expense of the period, newest first
            </Text>
          </Stack>
          <Box w={{ base: 'full', md: '72' }} flexShrink="0">
            <SearchInput value={list.q} onSearch={list.setQuery} label="Search transactions" placeholder="Search description, type or method" />
          </Box>
        </Flex>
      </Card.Header>
      <Card.Body px={{ base: '4', md: '6' }}>
        <Tabs.Root
          value={tab.value}
          onValueChange={(details) => list.setFilter('tab', details.value === 'all' ? null : details.value)}
          variant="line"
          lazyMount
          unmountOnExit
        >
          <ScrollableTabList value={tab.value} tabs={tabs} mx={{ base: '-4', md: '0' }} px={{ base: '4', md: '0' }} mb="4" />
          {tabs.map((item) => (
            <Tabs.Content key={item.value} value={item.value} pt="0">
              <TransactionTable tab={item} dates={dates} list={list} actions={actions} onNew={onNew} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Card.Body>
    </Card.Root>
  );
}
