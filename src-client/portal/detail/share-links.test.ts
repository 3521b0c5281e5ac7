import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

const subject = { name: 'Rex & "Co"', breed: 'Collie', url: 'https://adopt.example.org/public/animals/7?x=1&y=2', image: null };

describe('shareLinks', () => {
  it('encodes the page’s address and the line whole into each platform’s share address', () => {
    const links = Object.fromEntries(shareLinks(subject).map((link) => [link.label, new URL(link.href)]));
    expect(Object.keys(links)).toEqual(['E-mail', 'Facebook', 'X', 'WhatsApp']);
    expect(links.Facebook?.searchParams.get('u')).toBe(subject.url);
    expect(links.X?.searchParams.get('url')).toBe(subject.url);
    expect(links.X?.searchParams.get('text')).toBe('Meet Rex & "Co", a Collie looking for a loving home');
    expect(links.WhatsApp?.searchParams.get('text')).toBe(`Meet Rex & "Co", a Collie looking for a loving home: ${subject.url}`);
    // A mailto: URL keeps its query in the pathname's place for URL(); read it back as the mail program does.
    const mail = new URLSearchParams(links['E-mail']?.href.split('?')[1]);
    expect([mail.get('subject'), mail.get('body')]).toEqual(['Meet Rex & "Co"', `Meet Rex & "Co", a Collie looking for a loving home: ${subject.url}`]);
  });

  it('offers Pinterest only with a picture to pin, and opens every platform but e-mail in a new tab', () => {
    const links = shareLinks({ ...subject, image: 'https://adopt.example.org/media/photos/abc/1200.jpg' });
    const pinterest = links.find((link) => link.label === 'Pinterest');
    expect(new URL(pinterest?.href ?? '').searchParams.get('media')).toBe('https://adopt.example.org/media/photos/abc/1200.jpg');
    expect(links.map((link) => [link.label, link.newTab])).toEqual([
      ['E-mail', false],
      ['Facebook', true],
      ['X', true],
      ['WhatsApp', true],
      ['Pinterest', true],
    ]);
  });
});
