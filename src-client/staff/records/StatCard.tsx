import { Card, Flex, Grid, Icon, SimpleGrid, Skeleton, Text } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * One figure of a screen's summary (Total Adoptions, Current Foster Animals…): its label, the value,
 * a line saying what it counts. While the figure loads a placeholder keeps its place; when it
 * could not load it reads "—" (the screen's red box says why). On a phone the value sits beside
 * its label, so three figures take little height.
 */
export function StatCard({
  label,
  value,
  help,
  icon: IconComponent,
  loading,
}: {
  label: string;
  value: ReactNode | undefined;
  help?: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card.Root variant="outline" bg="bg.panel" role="group" aria-label={label}>
      <Card.Body p={{ base: '4', md: '5' }}>
        <Grid
          templateColumns="minmax(0, 1fr) auto"
          templateAreas={{ base: '"label value" "help value"', md: '"label icon" "value icon" "help icon"' }}
          columnGap="3"
          rowGap={{ base: '0', md: '1.5' }}
          alignItems="center"
        >
          <Text gridArea="label" fontWeight="medium" color="fg.muted" fontSize="sm">
            {label}
          </Text>
          <Flex gridArea="value" minH={{ md: '9' }} align="center" justify={{ base: 'end', md: 'start' }}>
            {loading ? (
              <Skeleton height="7" width="20" />
            ) : (
              <Text fontSize={{ base: 'xl', md: '2xl' }} fontWeight="semibold" lineHeight="short" fontVariantNumeric="tabular-nums">
                {value ?? '—'}
              </Text>
            )}
          </Flex>
          {help && (
            <Text gridArea="help" fontSize="xs" color="fg.muted">
              {help}
            </Text>
          )}
          <Flex
            gridArea="icon"
            hideBelow="md"
            alignSelf="start"
            boxSize="9"
            rounded="lg"
            bg="colorPalette.subtle"
            color="colorPalette.fg"
            align="center"
            justify="center"
            aria-hidden
          >
            <Icon boxSize="5">
              <IconComponent />
            </Icon>
          </Flex>
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

/** The row of a screen's summary cards: one column on a phone, three from tablet width. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 1, md: 3 }} gap={{ base: '3', md: '4' }} mb="6">
      {children}
    </SimpleGrid>
  );
}
