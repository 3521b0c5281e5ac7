import type { TAdoptableAnimal, TAdoptableAnimalDetail, TPortalData } from '../../../src-shared/schemas/public';
import type { TPublicOrganization } from '../../../src-shared/schemas/settings';

/**
 * The data the server put into the page for its first screen (src-server/modules/public/page-head.ts),
 * so the animals show as soon as the app starts instead of after one more round trip. Each piece is
 * used once: a later visit to the same screen asks the server, as any other would.
 */
let initial: TPortalData | undefined = read();
/** Kept apart: the header and footer take it whichever screen takes the rest. */
let organization: TPublicOrganization | undefined = initial?.organization;

function read(): TPortalData | undefined {
  const element = document.getElementById('portal-data');
  if (!element?.textContent) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent) as TPortalData;
  } catch {
    return undefined;
  }
}

/** The animal of the page as first loaded, if it is this one. */
export function takeInitialAnimal(id: number): TAdoptableAnimalDetail | undefined {
  if (initial?.kind !== 'animal' || initial.animal.id !== id) return undefined;
  const { animal } = initial;
  initial = undefined;
  return animal;
}

/** The plain list's first page as first loaded, if it is a page of this size. */
export function takeInitialListPage(limit: number): { items: TAdoptableAnimal[]; total: number } | undefined {
  if (initial?.kind !== 'list' || initial.limit !== limit) return undefined;
  const { page } = initial;
  initial = undefined;
  return page;
}

/** The shelter's public details as first loaded, for the header and footer. */
export function takeInitialOrganization(): TPublicOrganization | undefined {
  const taken = organization;
  organization = undefined;
  return taken;
}
