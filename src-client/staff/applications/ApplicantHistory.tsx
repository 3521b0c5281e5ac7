import { Skeleton } from '@chakra-ui/react';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { PersonTimeline } from '../people/PersonTimeline';

/** The history of the person staff confirmed the applicant to be, as their page shows it (docs/domain.md#people). */
export function ApplicantHistory({ personId }: { personId: number }) {
  const query = trpc.people.get.useQuery({ id: personId });
  if (query.isPending) return <Skeleton h="32" rounded="lg" aria-label="Loading the applicant’s history" />;
  if (query.isError) return <LoadError text={`Error loading the applicant’s history: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />;
  return <PersonTimeline timeline={query.data.timeline} title={`${query.data.name}’s History`} headingLevel="h3" />;
}
