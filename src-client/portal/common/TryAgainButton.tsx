import { RotateCwIcon } from 'lucide-react';

/** The spec's Try Again reloads the page: a fresh start, whatever went wrong. */
export function TryAgainButton() {
  return (
    <button type="button" className="button" onClick={() => window.location.reload()}>
      <RotateCwIcon aria-hidden />
      Try Again
    </button>
  );
}
