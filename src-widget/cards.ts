import type { TAdoptableAnimal } from '../src-shared/schemas/public';

/** The width a card takes: the whole widget on a phone, else one of its columns (at least 15rem, styles.ts). */
const CARD_SIZES = '(min-width: 40em) 20rem, 100vw';

/** An element with its attributes and children, text children as text (never HTML). */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: (Node | string | null)[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) element.setAttribute(name, value);
  for (const child of children) if (child !== null) element.append(child);
  return element;
}

/** The API's photo addresses are the server's paths: absolute here, as the host page is elsewhere. */
const absoluteSrcset = (srcset: string, server: string) =>
  srcset
    .split(', ')
    .map((entry) => {
      const [address = '', width = ''] = entry.split(' ');
      return `${new URL(address, server).href} ${width}`;
    })
    .join(', ');

function photo(animal: TAdoptableAnimal, server: string, eager: boolean, first: boolean): HTMLElement {
  const alt = `Photo of ${animal.name}`;
  const loading = eager ? 'eager' : 'lazy';
  if (animal.photo) {
    const image = animal.photo;
    return h(
      'picture',
      { class: 'photo' },
      image.srcset.avif ? h('source', { type: 'image/avif', srcset: absoluteSrcset(image.srcset.avif, server), sizes: CARD_SIZES }) : null,
      h('source', { type: 'image/webp', srcset: absoluteSrcset(image.srcset.webp, server), sizes: CARD_SIZES }),
      h('img', {
        src: new URL(image.src, server).href,
        srcset: absoluteSrcset(image.srcset.jpeg, server),
        sizes: CARD_SIZES,
        alt,
        width: String(image.width),
        height: String(image.height),
        loading,
        fetchpriority: first ? 'high' : undefined,
        decoding: 'async',
      }),
    );
  }
  if (animal.imageUrl)
    return h('span', { class: 'photo' }, h('img', { src: new URL(animal.imageUrl, server).href, alt, loading, width: '600', height: '450' }));
  return h('span', { class: 'photo' }, h('span', { class: 'none' }, 'No image available'));
}

/** One animal: its photo, name (the link that opens it), breed, sex, age and badges. */
/** `eager`: in the first row, loaded at once; `first`: the list's first photo, likely the largest thing on a phone's screen. */
export function card(
  animal: TAdoptableAnimal,
  server: string,
  { eager, first }: { eager: boolean; first: boolean },
  open: (link: HTMLAnchorElement) => void,
): HTMLLIElement {
  const link = h('a', { href: new URL(`/public/animals/${animal.id}`, server).href, 'data-id': String(animal.id) }, animal.name);
  link.addEventListener('click', (event) => {
    // A new tab or window (modifier keys, middle click) gets the portal's page itself.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(link);
  });
  const badges = h('p', { class: 'badges' }, h('span', { class: 'badge' }, animal.species));
  if (animal.status === 'In Foster') badges.append(h('span', { class: 'badge' }, 'In Foster'));
  if (animal.adoptionPending) badges.append(h('span', { class: 'badge' }, 'Adoption pending'));
  return h(
    'li',
    { class: 'card' },
    photo(animal, server, eager, first),
    h('div', { class: 'body' }, h('h3', { class: 'name' }, link), h('p', { class: 'summary' }, `${animal.breed} • ${animal.sex} • ${animal.age}`), badges),
  );
}

/** A card's shape while the list loads: the grid holds its height, so nothing moves when the animals arrive. */
export const skeletonCard = () =>
  h(
    'li',
    { class: 'card skeleton', 'aria-hidden': 'true' },
    h('span', { class: 'photo' }),
    h('div', { class: 'body' }, h('span', { class: 'line' }), h('span', { class: 'line' }), h('span', { class: 'line' })),
  );
