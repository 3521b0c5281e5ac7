import { Grid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** Laid out like the loaded page, so nothing jumps when the animal arrives. */
export function AnimalDetailSkeleton() {
  return (
    <Grid role="status" templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap={{ base: '6', lg: '10' }}>
      <VisuallyHidden>Loading animal details…</VisuallyHidden>
      <Skeleton aspectRatio={4 / 3} rounded="2xl" />
      <Stack gap="4" aria-hidden>
        <Skeleton h="10" w="50%" />
        <Skeleton h="6" w="80%" />
        <Skeleton h="12" w="full" rounded="lg" />
        <SkeletonText noOfLines={6} gap="3" />
      </Stack>
    </Grid>
  );
}
