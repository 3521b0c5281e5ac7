import { trpc } from '../../shared/trpc';
import { FlyerSheet } from './FlyerSheet';
import { PrintScreen } from './PrintScreen';

/** An animal's flyer for adoption events (/print/animals/{id}/flyer), as staff print it. */
export function FlyerScreen({ animalId }: { animalId: number }) {
  const query = trpc.printables.flyer.useQuery({ animalId });
  return (
    <PrintScreen title="Flyer" back={{ to: `/animals/${animalId}`, label: 'Back to the animal' }} query={query}>
      {(flyer) => <FlyerSheet flyer={flyer} />}
    </PrintScreen>
  );
}
