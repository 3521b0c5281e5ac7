import { Card, Flex, Heading, Skeleton, SkeletonText, Stack } from '@chakra-ui/react';
import { isTRPCClientError } from '@trpc/client';
import type { ReactNode } from 'react';
import type { AppRouter } from '../../../src-server/app-router';
import { LoadError } from '../../shared/LoadError';
import { BackLink } from './BackLink';

interface TRecordQuery<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: T | undefined;
  refetch: () => unknown;
}

/**
 * A record's page (a person, an organization): back to its list, then the record; its skeleton
 * while it loads; or, under the page's title, why it cannot be shown: there is no such record
 * (404: `missing` says so, given the server's words) or it failed to load (Retry).
 */
export function RecordScreen<T>({
  back,
  title,
  query,
  skeleton,
  missing,
  children,
}: {
  back: { to: string; label: string };
  title: string;
  query: TRecordQuery<T>;
  skeleton: ReactNode;
  missing: (message: string) => ReactNode;
  children: (record: T) => ReactNode;
}) {
  let body: ReactNode;
  if (query.isPending) {
    body = skeleton;
  } else if (query.isError || query.data === undefined) {
    const error = query.error;
    const notFound = isTRPCClientError<AppRouter>(error) && error.data?.httpStatus === 404;
    body = (
      <Stack gap="4">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {notFound ? (
          missing(error.message)
        ) : (
          <LoadError text={`Error loading the ${title.toLowerCase()}. Please try again.`} onRetry={() => void query.refetch()} />
        )}
      </Stack>
    );
  } else {
    body = children(query.data);
  }
  return (
    <>
      <BackLink to={back.to} label={back.label} />
      {body}
    </>
  );
}

/** A record's card: its name as the page's heading, its badges under it, its actions beside it, then its sections. */
export function RecordCard({
  headingId,
  title,
  badges,
  actions,
  children,
}: {
  headingId: string;
  title: string;
  badges: ReactNode;
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" bg="bg.panel">
      <Card.Body p={{ base: '4', md: '6' }} gap="6">
        <Flex justify="space-between" gap="4" direction={{ base: 'column', lg: 'row' }}>
          <Stack gap="2" minW="0">
            <Heading as="h1" id={headingId} size="3xl" letterSpacing="tight" wordBreak="break-word">
              {title}
            </Heading>
            {badges}
          </Stack>
          {actions}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A record's card while it loads, and what comes under it (a history). */
export function RecordSkeleton({ label, children }: { label: string; children?: ReactNode }) {
  return (
    <Stack gap="6" role="status" aria-label={label}>
      <Card.Root variant="outline">
        <Card.Body gap="4">
          <Skeleton h="9" w="56" />
          <SkeletonText noOfLines={4} gap="3" />
        </Card.Body>
      </Card.Root>
      {children}
    </Stack>
  );
}
