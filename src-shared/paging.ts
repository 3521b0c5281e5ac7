/** A page of a list and the size of the whole list (the console's `{ items, total }`). */
export interface TPage<T> {
  items: T[];
  total: number;
}

/** The portal shows adoptable animals 24 at a time: the server's first page in the HTML and the app's pages agree. */
export const PORTAL_PAGE_SIZE = 24;
