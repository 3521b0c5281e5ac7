import type { EntityManager } from '@mikro-orm/postgresql';
import type { TAdoptableAnimal, TPortalData } from '../../../src-shared/schemas/public.js';
import { PORTAL_PAGE_SIZE } from '../../../src-shared/paging.js';
import { PHOTO_SIZES } from '../../../src-shared/photos.js';
import { DomainError } from '../../domain-errors.js';
import type { TLazyCalendar } from '../settings/calendar.js';
import { getPublicOrganization } from '../settings/settings.service.js';
import type { TPortalRoute } from './page-assets.js';
import { getAdoptable, listAdoptable } from './public.service.js';
import { animalStructuredData, feedLinks, listStructuredData } from '../feeds/structured-data.js';

/**
 * What the server puts into the portal's HTML before any script runs: link previews on social
 * media and search engines read only this (they do not run the app), and the status tells them
 * whether the page exists (docs/domain.md#privacy).
 */
export interface TPageMeta {
  title: string;
  description: string;
  /** Absolute; also og:url. */
  canonicalUrl: string;
  siteName: string;
  image?: { url: string; alt: string };
}

export interface TPublicPage {
  status: 200 | 404;
  meta: TPageMeta;
  /** Which route's code the page runs (for preloading it); none for a missing page. */
  route?: TPortalRoute;
  data?: TPortalData;
  /** The photo that is the first screen's largest element: fetched before the app asks for it. */
  leadImage?: TLeadImage;
  /** schema.org JSON-LD of the page (modules/feeds/structured-data.ts). */
  structuredData?: Record<string, unknown>;
  /** The feeds a reader finds from the page (<link rel="alternate">). */
  feeds?: { type: string; title: string; href: string }[];
}

/**
 * A photo to preload: one address, or a photo's sizes with the `sizes` its <img> declares, so the
 * browser fetches the one the page will show. AVIF when it has been made (the <picture>'s first
 * choice), else WebP.
 */
export interface TLeadImage {
  href: string;
  srcset?: string;
  sizes?: string;
}

function leadImage(animal: Pick<TAdoptableAnimal, 'photo' | 'imageUrl'> | undefined, sizes: string): TLeadImage | undefined {
  if (animal?.photo) return { href: animal.photo.src, srcset: animal.photo.srcset.avif ?? animal.photo.srcset.webp, sizes };
  return animal?.imageUrl ? { href: animal.imageUrl } : undefined;
}

/** An id the database can hold; anything else cannot be an animal. */
const ANIMAL_PATH = /^\/public\/animals\/(\d{1,10})\/?$/;
/** A listed animal's printable flyer (src-client/portal/flyer): a copy of its page on paper, so the page is its canonical address. */
const FLYER_PATH = /^\/public\/animals\/(\d{1,10})\/flyer\/?$/;
const MAX_ID = 2_147_483_647;

/** Search results and link cards cut descriptions near this length anyway. */
const DESCRIPTION_MAX = 200;

/** The first sentence, so a preview reads as a complete thought rather than a cut-off paragraph. */
export function firstSentence(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  const sentence = /^.+?[.!?](?=\s|$)/.exec(flat)?.[0] ?? flat;
  return sentence.length <= DESCRIPTION_MAX ? sentence : `${sentence.slice(0, DESCRIPTION_MAX - 1).trimEnd()}…`;
}

/**
 * Staff may give a photo as a path on this site or as a full URL elsewhere; previews need it absolute.
 * A path is joined to `origin` (PUBLIC_URL may carry a path of its own, which resolving would drop).
 */
export function absoluteUrl(url: string, origin: string): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return `${origin}${url}`;
  try {
    return new URL(url, origin).href;
  } catch {
    return undefined;
  }
}

/** An animal's page on the portal, absolute: what its link previews and printed QR codes open. */
export const portalAnimalUrl = (origin: string, id: number) => `${origin}/public/animals/${id}`;

/** `origin` is where absolute links point: PUBLIC_URL when set, else the address the visitor used. The share image is the primary photo. */
function animalMeta(animal: TAdoptableAnimal, shelter: string, origin: string): TPageMeta {
  const fallback = `${animal.name} is a ${animal.age} ${animal.sex.toLowerCase()} ${animal.breed} looking for a loving home at ${shelter}.`;
  const imageUrl = animal.imageUrl ? absoluteUrl(animal.imageUrl, origin) : undefined;
  return {
    title: `Adopt ${animal.name} – ${animal.breed} | ${shelter}`,
    description: firstSentence(animal.description?.trim() || fallback),
    canonicalUrl: portalAnimalUrl(origin, animal.id),
    siteName: shelter,
    ...(imageUrl ? { image: { url: imageUrl, alt: `Photo of ${animal.name}, a ${animal.breed}` } } : {}),
  };
}

const isNotFound = (error: unknown) => error instanceof DomainError && error.kind === 'not_found';

/**
 * The page a portal address stands for, or undefined outside the portal. `/public` is the
 * shelter's list; `/public/animals/{id}` an adoptable animal, else 404; any other portal path is the
 * portal's 404 page, so search engines do not index it as a page.
 */
export async function publicPage(em: EntityManager, calendar: TLazyCalendar, url: URL, publicUrl?: string): Promise<TPublicPage | undefined> {
  const { pathname } = url;
  const origin = publicUrl ?? url.origin;
  if (pathname !== '/public' && !pathname.startsWith('/public/')) return undefined;
  const organization = await getPublicOrganization(em);
  const shelter = organization.name;
  const notFound = (title: string, route?: TPortalRoute): TPublicPage => ({
    status: 404,
    ...(route ? { route } : {}),
    meta: { title: `${title} | ${shelter}`, description: `This page is not available at ${shelter}.`, canonicalUrl: `${origin}${pathname}`, siteName: shelter },
  });

  if (pathname === '/public' || pathname === '/public/') {
    // A filtered address (?species=Cat) is left to the app: only the plain list comes with its animals.
    const page = url.search ? undefined : await listAdoptable(em, (await calendar()).today, { limit: PORTAL_PAGE_SIZE });
    // On a phone the first card's photo is the largest thing on the first screen.
    const lead = leadImage(page?.items[0], PHOTO_SIZES.portalCard);
    return {
      status: 200,
      route: 'list',
      ...(page
        ? { data: { kind: 'list', limit: PORTAL_PAGE_SIZE, page, organization }, structuredData: listStructuredData(page.items, organization, origin) }
        : {}),
      feeds: feedLinks(origin, shelter),
      ...(lead ? { leadImage: lead } : {}),
      meta: {
        title: `Adoptable Animals | ${shelter}`,
        description: `Meet the dogs, cats and other animals waiting for a loving home at ${shelter}, and apply to adopt online.`,
        canonicalUrl: `${origin}/public`,
        siteName: shelter,
      },
    };
  }

  const flyerId = Number(FLYER_PATH.exec(pathname)?.[1] ?? Number.NaN);
  if (flyerId >= 1 && flyerId <= MAX_ID) {
    const animal = await getAdoptable(em, (await calendar()).today, flyerId).catch((error: unknown) => {
      if (isNotFound(error)) return undefined;
      throw error;
    });
    if (!animal) return notFound('Animal Not Found');
    return { status: 200, meta: { ...animalMeta(animal, shelter, origin), title: `Printable flyer: ${animal.name} | ${shelter}` } };
  }

  const id = Number(ANIMAL_PATH.exec(pathname)?.[1] ?? Number.NaN);
  if (pathname.startsWith('/public/animals/') && !pathname.slice('/public/animals/'.length).includes('/') && !(id >= 1 && id <= MAX_ID)) {
    // The app's animal page says "Animal Not Found" for any id it cannot use.
    return notFound('Animal Not Found', 'animal');
  }
  if (!(id >= 1 && id <= MAX_ID)) return notFound('Page Not Found');
  try {
    const animal = await getAdoptable(em, (await calendar()).today, id);
    const lead = leadImage(animal, PHOTO_SIZES.portalProfile);
    const meta = animalMeta(animal, shelter, origin);
    return {
      status: 200,
      route: 'animal',
      data: { kind: 'animal', animal, organization },
      ...(lead ? { leadImage: lead } : {}),
      meta,
      structuredData: animalStructuredData(animal, organization, origin, meta.description),
      feeds: feedLinks(origin, shelter),
    };
  } catch (error) {
    if (isNotFound(error)) return notFound('Animal Not Found', 'animal');
    throw error;
  }
}
