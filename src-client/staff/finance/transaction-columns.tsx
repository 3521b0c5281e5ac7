import { HStack, Text } from '@chakra-ui/react';
import { isIncomeType, type TTransaction } from '../../../src-shared/schemas/transactions';
import type { TFormatters } from '../../shared/use-format';
import { RowLink, type TColumn } from '../components/DataTable';
import { personHref } from '../people/person-columns';
import { printHref } from '../print/print-links';
import { PrintLink } from '../print/PrintLinks';
import { RowActions } from '../records/RowActions';

export interface TTransactionActions {
  correct(transaction: TTransaction): void;
  void(transaction: TTransaction): void;
}

/** An amount signed and coloured: income green, expenses red. */
export function Amount({ cents, format }: { cents: number; format: TFormatters }) {
  return (
    <Text as="span" fontWeight="semibold" whiteSpace="nowrap" color={cents < 0 ? 'fg.error' : 'green.fg'} fontVariantNumeric="tabular-nums">
      {cents > 0 ? '+' : ''}
      {format.money(cents)}
    </Text>
  );
}

/**
 * Transaction History's columns; a phone keeps the type (with the date and description under it),
 * the amount and the actions: an income's receipt to print, and Correct and Void for the roles that may.
 */
export function transactionColumns(format: TFormatters, actions: TTransactionActions | undefined): TColumn<TTransaction>[] {
  const columns: TColumn<TTransaction>[] = [
    { key: 'date', header: 'Date', hideBelow: 'sm', cell: (transaction) => <Text whiteSpace="nowrap">{format.date(transaction.date)}</Text> },
    {
      key: 'type',
      header: 'Type',
      cell: (transaction) => (
        <>
          <Text fontWeight="medium">{transaction.transactionType}</Text>
          {transaction.personId !== null && (
            <Text fontSize="xs" color="fg.muted">
              From <RowLink to={personHref({ id: transaction.personId })}>{transaction.personName}</RowLink>
            </Text>
          )}
          {/* A phone has no Date or Description column: both go under the type. */}
          <Text fontSize="xs" color="fg.muted" hideFrom="md" lineClamp={2}>
            <Text as="span" hideFrom="sm">
              {format.date(transaction.date)}
              {transaction.description && ' · '}
            </Text>
            {transaction.description}
          </Text>
        </>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      hideBelow: 'md',
      cell: (transaction) => (
        <Text lineClamp={2} color={transaction.description ? undefined : 'fg.muted'}>
          {transaction.description ?? '—'}
        </Text>
      ),
    },
    { key: 'method', header: 'Payment Method', hideBelow: 'lg', cell: (transaction) => transaction.paymentMethod ?? <Text color="fg.muted">—</Text> },
    { key: 'amount', header: 'Amount', align: 'end', cell: (transaction) => <Amount cents={transaction.amount} format={format} /> },
  ];
  columns.push({
    key: 'actions',
    header: 'Actions',
    align: 'end',
    cell: (transaction) => {
      const what = `${transaction.transactionType} of ${format.date(transaction.date)}`;
      return (
        <HStack gap="1" justify="end">
          {isIncomeType(transaction.transactionType) && <PrintLink href={printHref.receipt(transaction.id)} label={`Print a receipt for the ${what}`} />}
          {actions && (
            <RowActions
              label={`Actions for ${what}`}
              actions={[
                { value: 'correct', label: 'Correct', onSelect: () => actions.correct(transaction) },
                { value: 'void', label: 'Void', destructive: true, onSelect: () => actions.void(transaction) },
              ]}
            />
          )}
        </HStack>
      );
    },
  });
  return columns;
}
