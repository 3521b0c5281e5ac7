import { ArrowLeftIcon } from 'lucide-react';
import { Link, useLocation } from 'react-router';

/** Back to All Animals: to the list as the visitor left it, when they came from it. */
export function BackToList() {
  // The card's link carried the list's filters: back to that same list.
  const state: unknown = useLocation().state;
  const listSearch = state && typeof state === 'object' && 'listSearch' in state && typeof state.listSearch === 'string' ? state.listSearch : '';
  return (
    <Link className="button ghost back-link" to={`/public${listSearch}`}>
      <ArrowLeftIcon aria-hidden />
      Back to All Animals
    </Link>
  );
}
