import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { Facts, Letterhead, PaperBox, SignatureLines } from './PaperParts';
import { PrintScreen } from './PrintScreen';

/**
 * A receipt for a fee or a donation (/print/transactions/{id}/receipt): the shelter with its tax
 * ID, who paid, the amount, and Settings → Printing's wording for a donation (the tax statement)
 * or for a fee.
 */
export function ReceiptScreen({ transactionId }: { transactionId: number }) {
  const query = trpc.printables.receipt.useQuery({ transactionId });
  const format = useFormat();
  return (
    <PrintScreen title="Receipt" numbered back={{ to: '/financial', label: 'Back to Financial Management' }} query={query}>
      {(receipt) => {
        const payer = receipt.payer;
        return (
          <article className="print-sheet" aria-label={`Receipt ${receipt.number}`}>
            <Letterhead organization={receipt.organization} taxId />
            <h2 className="print-title">Receipt {receipt.number}</h2>
            <p className="print-subtitle">{format.date(receipt.date)}</p>
            <p className="receipt-amount">{format.money(receipt.amount)}</p>
            <div className="print-boxes">
              <PaperBox title="Received from">
                {payer ? (
                  <>
                    <p>
                      <strong>{payer.name}</strong>
                    </p>
                    {payer.address && <p>{payer.address}</p>}
                    {payer.email && <p>{payer.email}</p>}
                  </>
                ) : (
                  <p className="print-muted">No payer recorded</p>
                )}
              </PaperBox>
              <PaperBox title="Payment">
                <Facts
                  facts={[
                    ['For', receipt.transactionType],
                    ...(receipt.animal ? [['Animal', `${receipt.animal.name} (${receipt.animal.animalId})`] as [string, string]] : []),
                    ['Paid by', receipt.paymentMethod ?? '—'],
                  ]}
                />
              </PaperBox>
            </div>
            {receipt.description && <p>{receipt.description}</p>}
            {receipt.wording && <p className="print-wording">{receipt.wording}</p>}
            <SignatureLines signers={[`Received for ${receipt.organization.name}`]} />
          </article>
        );
      }}
    </PrintScreen>
  );
}
