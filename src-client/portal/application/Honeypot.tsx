import { Box } from '@chakra-ui/react';
import type { UseFormRegisterReturn } from 'react-hook-form';

/**
 * A field no person sees or reaches: off screen, out of the tab order, hidden from screen readers
 * and never autofilled. Bots that fill every field fill it; the server then answers as if the
 * application were accepted and stores nothing.
 */
export function Honeypot({ registration }: { registration: UseFormRegisterReturn<'fax'> }) {
  return (
    <Box aria-hidden="true" position="absolute" left="-10000px" top="auto" w="1px" h="1px" overflow="hidden">
      <label>
        Fax
        <input type="text" tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </Box>
  );
}
