import { ButtonGroup, IconButton, Pagination, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';

/** "Showing 26–48 of 48 animals" and the page buttons below a paged table. */
export function TablePager({
  page,
  pageSize,
  total,
  noun,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** What the rows are, in the plural ("animals"). */
  noun: string;
  onPageChange: (page: number) => void;
}) {
  // Fewer numbered buttons on a phone, so the row fits its width.
  const siblingCount = useBreakpointValue({ base: 0, md: 1 }, { ssr: false }) ?? 0;
  if (total === 0) return null;
  const first = Math.min((page - 1) * pageSize + 1, total);
  const last = Math.min(page * pageSize, total);
  return (
    <Stack direction={{ base: 'column', md: 'row' }} justify="space-between" align="center" gap="3" pt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Showing {first}–{last} of {total} {noun}
      </Text>
      {total > pageSize && (
        <Pagination.Root
          aria-label={`Pages of ${noun}`}
          count={total}
          pageSize={pageSize}
          page={page}
          siblingCount={siblingCount}
          onPageChange={(details) => onPageChange(details.page)}
        >
          <ButtonGroup variant="ghost" size="sm" gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton aria-label="Previous page">
                <ChevronLeftIcon />
              </IconButton>
            </Pagination.PrevTrigger>
            <Pagination.Items render={(item) => <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>} />
            <Pagination.NextTrigger asChild>
              <IconButton aria-label="Next page">
                <ChevronRightIcon />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      )}
    </Stack>
  );
}
