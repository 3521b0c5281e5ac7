/**
 * How wide the portal shows its photos, for `sizes` (the browser then fetches the smallest size
 * made that fills it): the list's grid (portal.css .animal-grid: one column, two from 30em, three
 * from 64em, four from 80em, in a container at most 72rem wide) and the animal's page (one column,
 * two from 64em). The server's preload of a page's first photo names the same, so the browser
 * fetches that photo once.
 */
export const PORTAL_CARD_SIZES = '(min-width: 80em) 17rem, (min-width: 64em) 33vw, (min-width: 30em) 50vw, 100vw';
export const PORTAL_PROFILE_SIZES = '(min-width: 72rem) 34rem, (min-width: 64em) 50vw, 100vw';
/** The animal's page's row of thumbnails under its photo. */
export const PORTAL_THUMBNAIL_SIZES = '5rem';
