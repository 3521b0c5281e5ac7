import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { Facts, Letterhead, microchipText, PaperBox, SignatureLines } from './PaperParts';
import { PrintLink } from './PrintLinks';
import { printHref } from './print-links';
import { PrintScreen } from './PrintScreen';

/**
 * The adoption contract the adopter signs (/print/adoptions/{id}/contract), reprintable from the
 * adoption: the shelter, the adopter, the animal with its microchip, the fee, Settings → Printing's
 * terms with their placeholders filled, and the signature lines, kept together on the last page.
 */
export function AdoptionContractScreen({ adoptionId }: { adoptionId: number }) {
  const query = trpc.printables.adoptionContract.useQuery({ adoptionId });
  const format = useFormat();
  return (
    <PrintScreen
      title="Adoption Contract"
      numbered
      back={{ to: '/adoptions', label: 'Back to Adoptions' }}
      query={query}
      actions={(contract) =>
        // The adopter usually takes the fee's receipt with the contract: one per payment booked.
        contract.feeTransactionIds.map((id, index, ids) => {
          const label = ids.length > 1 ? `Fee receipt ${index + 1} of ${ids.length}` : 'Fee receipt';
          return (
            <PrintLink key={id} href={printHref.receipt(id)} label={`Print the ${label.toLowerCase()}`}>
              {label}
            </PrintLink>
          );
        })
      }
    >
      {(contract) => {
        const { adopter, animal, organization } = contract;
        return (
          <article className="print-sheet" aria-label={`Adoption contract of ${animal.name}`}>
            <Letterhead organization={organization} />
            <h2 className="print-title">Adoption Contract</h2>
            <p className="print-subtitle">
              Adoption {contract.adoptionId} of {format.date(contract.adoptionDate)} · {contract.status}
            </p>
            <div className="print-boxes">
              <PaperBox title="Adopter">
                <Facts
                  facts={[
                    ['Name', adopter.name],
                    ['Address', adopter.address ?? '—'],
                    ['Phone', adopter.phone],
                    ['Email', adopter.email],
                  ]}
                />
              </PaperBox>
              <PaperBox title="Animal">
                <Facts
                  facts={[
                    ['Name', animal.name],
                    ['Animal ID', animal.animalId],
                    ['Species', [animal.species, animal.breed].filter(Boolean).join(', ')],
                    ['Sex, age', `${animal.sex}, ${animal.age}`],
                    ['Microchip', microchipText(animal)],
                  ]}
                />
              </PaperBox>
            </div>
            <Facts
              className="print-box"
              facts={[
                ['Adoption fee', format.money(contract.feeAmount)],
                ['Paid', format.money(contract.feePaid)],
              ]}
            />
            <section className="print-terms" aria-label="Terms">
              <h3 className="print-section-title">Terms</h3>
              {contract.terms.map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </section>
            <SignatureLines signers={[`Adopter: ${adopter.name}`, `For ${organization.name}`]} />
          </article>
        );
      }}
    </PrintScreen>
  );
}
