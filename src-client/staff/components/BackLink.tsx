import { Box, Link } from '@chakra-ui/react';
import { ChevronLeftIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';

/** A record's page leads back to its list ("Back to People"), above the record. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Box mb="4">
      <Link asChild fontSize="sm" color="fg.muted" _hover={{ color: 'fg' }}>
        <RouterLink to={to}>
          <ChevronLeftIcon size="16" aria-hidden />
          {label}
        </RouterLink>
      </Link>
    </Box>
  );
}
