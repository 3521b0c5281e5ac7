/** What a visitor's share sends: the animal's portal page and a line about it. */
export interface TShareSubject {
  name: string;
  breed: string;
  /** The animal's portal page, absolute. */
  url: string;
  /** Its photo, absolute; Pinterest pins a picture, so it is offered only with one. */
  image: string | null;
}

export interface TShareLink {
  label: string;
  href: string;
  /** A platform's page opens in a new tab; the e-mail link opens the mail program. */
  newTab: boolean;
}

const encode = encodeURIComponent;

/**
 * The platforms' own share addresses: plain links, so no script of theirs runs on the portal and
 * nothing about the visitor reaches them until the visitor follows one.
 */
export function shareLinks({ name, breed, url, image }: TShareSubject): TShareLink[] {
  const text = `Meet ${name}, a ${breed} looking for a loving home`;
  return [
    { label: 'E-mail', href: `mailto:?subject=${encode(`Meet ${name}`)}&body=${encode(`${text}: ${url}`)}`, newTab: false },
    { label: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${encode(url)}`, newTab: true },
    { label: 'X', href: `https://twitter.com/intent/tweet?url=${encode(url)}&text=${encode(text)}`, newTab: true },
    { label: 'WhatsApp', href: `https://wa.me/?text=${encode(`${text}: ${url}`)}`, newTab: true },
    ...(image
      ? [
          {
            label: 'Pinterest',
            href: `https://www.pinterest.com/pin/create/button/?url=${encode(url)}&media=${encode(image)}&description=${encode(text)}`,
            newTab: true,
          },
        ]
      : []),
  ];
}
