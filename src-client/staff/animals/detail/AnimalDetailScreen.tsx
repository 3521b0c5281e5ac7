import { Card, Flex, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { isTRPCClientError } from '@trpc/client';
import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import type { AppRouter } from '../../../../src-server/app-router';
import { LoadError } from '../../../shared/LoadError';
import { trpc } from '../../../shared/trpc';
import { BackLink } from '../../components/BackLink';
import { useMay } from '../../session/use-may';
import { EditAnimalDialog } from '../form/EditAnimalDialog';
import { AnimalDetailTabs } from './AnimalDetailTabs';
import { AnimalHeaderCard } from './AnimalHeaderCard';

function DetailSkeleton() {
  return (
    <Stack gap="6" role="status" aria-label="Loading animal details">
      <Card.Root variant="outline" overflow="hidden">
        <Flex direction={{ base: 'column', md: 'row' }}>
          <Skeleton w={{ base: 'full', md: '64', xl: '80' }} h={{ base: '56', md: '64' }} flexShrink="0" rounded="0" />
          <Stack p="6" gap="4" flex="1">
            <Skeleton h="9" w="48" />
            <Skeleton h="4" w="32" />
            <SkeletonText noOfLines={4} gap="3" />
          </Stack>
        </Flex>
      </Card.Root>
      <Skeleton h="64" rounded="lg" />
    </Stack>
  );
}

/** What the screen shows instead of an animal: a heading, and why there is nothing. */
function NoAnimal({ children }: { children: ReactNode }) {
  return (
    <Stack gap="4">
      <Heading as="h1" size="2xl" letterSpacing="tight">
        Animal Details
      </Heading>
      {children}
    </Stack>
  );
}

/** The animal detail (/animals/{id}). */
export function AnimalDetailScreen() {
  const id = Number(useParams().id);
  const query = trpc.animals.get.useQuery({ id });
  const mayWrite = useMay('records:write');
  const [editing, setEditing] = useState(false);

  let body;
  if (query.isPending) {
    body = <DetailSkeleton />;
  } else if (query.isError) {
    const missing = isTRPCClientError<AppRouter>(query.error) && query.error.data?.httpStatus === 404;
    body = (
      <NoAnimal>
        {missing ? (
          <LoadError text="No animal has this record number. It may have been entered under another one." />
        ) : (
          <LoadError text="Error loading animal details. Please try again." onRetry={() => void query.refetch()} />
        )}
      </NoAnimal>
    );
  } else {
    const animal = query.data;
    body = (
      <Stack gap="6">
        <AnimalHeaderCard animal={animal} onEdit={mayWrite ? () => setEditing(true) : undefined} />
        <AnimalDetailTabs animal={animal} />
        {mayWrite && <EditAnimalDialog animal={animal} open={editing} onOpenChange={setEditing} />}
      </Stack>
    );
  }

  return (
    <>
      <BackLink to="/animals" label="Back to Animals" />
      {body}
    </>
  );
}
