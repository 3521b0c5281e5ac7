import { isTRPCClientError } from '@trpc/client';
import { SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { trpc } from '../../shared/trpc';
import { takeInitialAnimal } from '../common/initial-data';
import { PortalMessage } from '../common/PortalMessage';
import { TryAgainButton } from '../common/TryAgainButton';
import { useFailureToast } from '../common/use-failure-toast';
import { usePageTitle } from '../common/use-page-title';
import { AnimalDetailSkeleton } from './AnimalDetailSkeleton';
import { AnimalProfile } from './AnimalProfile';
import { BackToList } from './BackToList';

const MAX_ID = 2_147_483_647;

/** The route's id, when it can be one; anything else is simply not an animal. */
function animalIdOf(param: string | undefined): number | undefined {
  const id = /^\d{1,10}$/.test(param ?? '') ? Number(param) : 0;
  return id >= 1 && id <= MAX_ID ? id : undefined;
}

const isNotFound = (error: unknown) => isTRPCClientError(error) && error.data?.code === 'NOT_FOUND';

/** One adoptable animal, /public/animals/{id}. */
export function AnimalDetailPage() {
  const id = animalIdOf(useParams().id);
  const animal = trpc.public.animal.useQuery({ id: id ?? 0 }, { enabled: id !== undefined, initialData: () => (id ? takeInitialAnimal(id) : undefined) });
  const notFound = id === undefined || isNotFound(animal.error);
  const failed = animal.isError && !notFound;
  useFailureToast(failed, 'Failed to fetch animal details');
  usePageTitle(notFound ? 'Animal Not Found' : animal.data && `Adopt ${animal.data.name} – ${animal.data.breed}`);

  if (notFound) {
    return (
      <PortalMessage icon={SearchXIcon} title="Animal Not Found" titleLevel="h1" text="The animal you're looking for might not be available.">
        <Link className="button" to="/public">
          Back to Adoption Portal
        </Link>
      </PortalMessage>
    );
  }
  return (
    <div className="stack detail">
      <BackToList />
      {animal.data ? (
        <AnimalProfile animal={animal.data} />
      ) : failed ? (
        <PortalMessage icon={TriangleAlertIcon} text="Failed to fetch animal details. Please try again later." alert>
          <TryAgainButton />
        </PortalMessage>
      ) : (
        <AnimalDetailSkeleton />
      )}
    </div>
  );
}
