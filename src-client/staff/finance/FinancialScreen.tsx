import { Button } from '@chakra-ui/react';
import { PlusIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import type { TTransaction } from '../../../src-shared/schemas/transactions';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { PageHeader } from '../components/PageHeader';
import { useMay } from '../session/use-may';
import { CorrectTransactionDialog } from './CorrectTransactionDialog';
import { FinancialCards } from './FinancialCards';
import { NewTransactionDialog } from './NewTransactionDialog';
import type { TTransactionActions } from './transaction-columns';
import { transactionTotals } from './transaction-totals';
import { TransactionHistory } from './TransactionHistory';
import { VoidTransactionDialog } from './VoidTransactionDialog';

/** Financial Management (/financial). */
export function FinancialScreen() {
  const mayWrite = useMay('records:write');
  const [creating, setCreating] = useState(false);
  const [correcting, setCorrecting] = useState<TTransaction | null>(null);
  const [voiding, setVoiding] = useState<TTransaction | null>(null);
  // Every transaction's amount and type: the totals and the type tabs cover them all, whatever the table shows.
  const all = trpc.transactions.list.useQuery({});
  const totals = useMemo(() => all.data && transactionTotals(all.data.map((transaction) => transaction.amount)), [all.data]);
  const typesPresent = useMemo(() => new Set(all.data?.map((transaction) => transaction.transactionType)), [all.data]);
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
      {all.isError ? (
        <LoadError text={`Error loading financial data: ${errorMessage(all.error)}`} onRetry={() => void all.refetch()} />
      ) : (
        <>
          <FinancialCards totals={totals} count={all.data?.length ?? 0} />
          <TransactionHistory typesPresent={typesPresent} actions={actions} onNew={startNew} />
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
