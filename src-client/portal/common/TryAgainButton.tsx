import { Button } from '@chakra-ui/react';
import { RotateCwIcon } from 'lucide-react';

/** The spec's Try Again reloads the page: a fresh start, whatever went wrong. */
export function TryAgainButton() {
  return (
    <Button onClick={() => window.location.reload()}>
      <RotateCwIcon aria-hidden />
      Try Again
    </Button>
  );
}
