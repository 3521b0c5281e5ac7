import { useEffect } from 'react';
import { useOrganization } from '../layout/use-organization';

/**
 * The tab's title as the visitor moves between portal pages: "{page} | {shelter}", the same text
 * the server put into the HTML of a page opened directly.
 */
export function usePageTitle(page: string | undefined): void {
  const shelter = useOrganization().data?.name;
  useEffect(() => {
    if (page) document.title = shelter ? `${page} | ${shelter}` : page;
  }, [page, shelter]);
}
