import { Button } from '@chakra-ui/react';
import { PlusIcon } from 'lucide-react';
import { skipToken } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { useShelterToday } from '../components/use-shelter-today';
import { useMay } from '../session/use-may';
import { CorrectTransactionDialog } from './CorrectTransactionDialog';
import { FinancialCards } from './FinancialCards';
import { NewTransactionDialog } from './NewTransactionDialog';
import type { TTransactionActions } from './transaction-columns';
import { financeRange } from './finance-range';
import { FinanceRangeControls } from './FinanceRangeControls';
import { TransactionHistory } from './TransactionHistory';
import { VoidTransactionDialog } from './VoidTransactionDialog';

/** Financial Management (/financial). */
export function FinancialScreen() {
  const mayWrite = useMay('records:write');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<TTransaction | null>(null);
  const [voiding, setVoiding] = useState<TTransaction | null>(null);
  const params = useUrlListParams();
  const range = financeRange(params, useShelterToday());
  const dates = { ...(range.from ? { from: range.from } : {}), ...(range.to ? { to: range.to } : {}) };
  // The period's totals and the types it has: the cards and the type tabs cover it all, whatever page the table shows.
  const totals = trpc.transactions.totals.useQuery(range.invalid ? skipToken : dates);
  const typesPresent = useMemo(() => new Set(totals.data?.types), [totals.data]);
  const actions = useMemo<TTransactionActions | undefined>(() => (mayWrite ? { correct: setCorrecting, void: setVoiding } : undefined), [mayWrite]);
  const startNew = mayWrite ? () => setCreating(true) : undefined;

  return (
    <>
      <PageHeader
        title="Financial Management"
        subtitle="Income and expenses of the shelter"
        actions={
          startNew && (
            <Button onClick={startNew}>
              <PlusIcon />
              New Transaction
            </Button>
          )
        }
      />
      <FinanceRangeControls choice={range} params={params} />
      {totals.isError ? (
        <LoadError text={`Error loading financial data: ${errorMessage(totals.error)}`} onRetry={() => void totals.refetch()} />
      ) : (
        <>
          <FinancialCards totals={range.invalid ? null : totals.data} />
          <TransactionHistory params={params} dates={range.invalid ? null : dates} typesPresent={typesPresent} actions={actions} onNew={startNew} />
        </>
      )}
      {mayWrite && (
        <>
          <NewTransactionDialog open={creating} onOpenChange={setCreating} />
          <CorrectTransactionDialog transaction={correcting} onClose={() => setCorrecting(null)} />
          <VoidTransactionDialog transaction={voiding} onClose={() => setVoiding(null)} />
        </>
      )}
    </>
  );
}
