import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { Facts, Letterhead, microchipText, PaperBox, SignatureLines } from './PaperParts';
import { PrintScreen } from './PrintScreen';

/**
 * An animal's vaccination certificate for its new owner (/print/animals/{id}/vaccinations): the
 * vaccines given, from its medical records, oldest first, and the signing veterinarian. A long
 * history runs over pages: the table's heading repeats and no row is split.
 */
export function VaccinationCertificateScreen({ animalId }: { animalId: number }) {
  const query = trpc.printables.vaccinationCertificate.useQuery({ animalId });
  const format = useFormat();
  return (
    <PrintScreen title="Vaccination Certificate" numbered back={{ to: `/animals/${animalId}`, label: 'Back to the animal' }} query={query}>
      {({ animal, organization, vaccinations, veterinarian, today }) => (
        <article className="print-sheet" aria-label={`Vaccination certificate of ${animal.name}`}>
          <Letterhead organization={organization} />
          <h2 className="print-title">Vaccination Certificate</h2>
          <p className="print-subtitle">Issued {format.date(today)}</p>
          <div className="print-boxes">
            <PaperBox title="Animal">
              <Facts
                facts={[
                  ['Name', animal.name],
                  ['Animal ID', animal.animalId],
                  ['Species', animal.species],
                  ['Breed', animal.breed],
                ]}
              />
            </PaperBox>
            <PaperBox title="Identification">
              <Facts
                facts={[
                  ['Sex', animal.sex],
                  ['Age', animal.age],
                  ['Microchip', microchipText(animal)],
                ]}
              />
            </PaperBox>
          </div>
          {vaccinations.length === 0 ? (
            <p>No vaccination is recorded for {animal.name}.</p>
          ) : (
            <table className="print-table">
              <thead>
                <tr>
                  <th style={{ width: '18%' }}>Date</th>
                  <th style={{ width: '21%' }}>Vaccine</th>
                  <th style={{ width: '21%' }}>Product and lot</th>
                  <th style={{ width: '22%' }}>Given by</th>
                  <th style={{ width: '18%' }}>Rabies tag</th>
                </tr>
              </thead>
              <tbody>
                {vaccinations.map((vaccination, index) => (
                  <tr key={index}>
                    <td>{format.date(vaccination.date)}</td>
                    <td>{vaccination.description}</td>
                    <td>
                      {vaccination.product ?? '—'}
                      {vaccination.lotNumber && <div>Lot {vaccination.lotNumber}</div>}
                      {vaccination.lotExpiry && <div className="print-muted">Expires {format.date(vaccination.lotExpiry)}</div>}
                    </td>
                    <td>
                      {vaccination.givenBy ?? '—'}
                      {vaccination.veterinarian && <div className="print-muted">Veterinarian {vaccination.veterinarian}</div>}
                      {vaccination.outsideSource && <div className="print-muted">From outside records</div>}
                    </td>
                    <td>{vaccination.rabiesTag ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <SignatureLines signers={[`Signature of the veterinarian${veterinarian ? `, ${veterinarian}` : ''}`]} />
        </article>
      )}
    </PrintScreen>
  );
}
