import { Card, Skeleton, SkeletonText } from '@chakra-ui/react';

/** Shaped like a card, so the grid does not jump when the animals arrive. */
export function AnimalCardSkeleton() {
  return (
    <Card.Root overflow="hidden" rounded="2xl" aria-hidden>
      <Skeleton aspectRatio={4 / 3} rounded="none" />
      <Card.Body gap="3" p="5">
        <Skeleton h="5" w="16" rounded="full" />
        <Skeleton h="7" w="40%" />
        <Skeleton h="4" w="70%" />
        <SkeletonText noOfLines={3} gap="2" />
      </Card.Body>
      <Card.Footer px="5" pb="5">
        <Skeleton h="10" w="full" />
      </Card.Footer>
    </Card.Root>
  );
}
