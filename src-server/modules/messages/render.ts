/**
 * A template made into a message (docs/domain.md#messages): the plain text with its placeholders
 * filled, and the HTML part made from that same text. Every value is escaped in the HTML, so a
 * name typed on the portal stays words; only the template's own text and the links the server
 * builds become links, never what an applicant typed.
 */

/** One line of a list placeholder (`{applicationList}`): its words and, when it has one, its console link. */
export interface TListItem {
  text: string;
  link?: string | null;
}

/** A placeholder's value: words, a link the server built, or a list. Empty words or an empty list leave out the line naming it. */
export type TPlaceholderValue = string | { link: string } | readonly TListItem[];
export type TPlaceholderValues = Readonly<Record<string, TPlaceholderValue>>;

export interface TRendered {
  subject: string;
  text: string;
  html: string;
}

const PLACEHOLDER = /\{(\w+)\}/g;
const URL = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)\]]/g;

/** The placeholders a text names, each once, in order. */
export function placeholdersIn(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1]!))];
}

const isList = (value: TPlaceholderValue | undefined): value is readonly TListItem[] => Array.isArray(value);
const isLink = (value: TPlaceholderValue | undefined): value is { link: string } => typeof value === 'object' && !Array.isArray(value);

const isEmpty = (value: TPlaceholderValue | undefined) => (isList(value) ? value.length === 0 : isLink(value) ? !value.link : !value);

const listItemText = (item: TListItem) => (item.link ? `${item.text}: ${item.link}` : item.text);

/** A value as plain text; a list is its lines, each after a dash. */
function plain(value: TPlaceholderValue | undefined): string {
  if (isList(value)) return value.map((item) => `- ${listItemText(item)}`).join('\n');
  if (isLink(value)) return value.link;
  return value ?? '';
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

const anchor = (url: string) => `<a href="${escapeHtml(url)}">${escapeHtml(url)}</a>`;

/** The template's own words, escaped, with the web addresses in them linked. */
function linkedHtml(text: string): string {
  let html = '';
  let at = 0;
  for (const match of text.matchAll(URL)) {
    html += escapeHtml(text.slice(at, match.index)) + anchor(match[0]);
    at = match.index + match[0].length;
  }
  return html + escapeHtml(text.slice(at));
}

function valueHtml(value: TPlaceholderValue | undefined): string {
  if (isList(value)) return value.map((item) => (item.link ? `${escapeHtml(item.text)}: ${anchor(item.link)}` : escapeHtml(item.text))).join('<br>');
  if (isLink(value)) return anchor(value.link);
  return escapeHtml(value ?? '');
}

/** A line of the template as HTML: its words linked, each placeholder's value escaped. */
function lineHtml(line: string, values: TPlaceholderValues): string {
  let html = '';
  let at = 0;
  for (const match of line.matchAll(PLACEHOLDER)) {
    html += linkedHtml(line.slice(at, match.index)) + valueHtml(values[match[1]!]);
    at = match.index + match[0].length;
  }
  return html + linkedHtml(line.slice(at));
}

/**
 * A line naming a placeholder that has no value is left out: the decline's `{reason}` when staff
 * chose not to tell it, the phone of a shelter that has none. A paragraph left with no line goes too.
 */
function paragraphsOf(body: string, values: TPlaceholderValues): string[][] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.split('\n').filter((line) => !placeholdersIn(line).some((name) => isEmpty(values[name]))))
    .filter((lines) => lines.some((line) => line.trim() !== ''));
}

const fill = (text: string, values: TPlaceholderValues) => text.replace(PLACEHOLDER, (_whole, name: string) => plain(values[name]));

/** The line is a list placeholder alone: a list of its own (<ul>) rather than words of a paragraph. */
const listAlone = (line: string, values: TPlaceholderValues): readonly TListItem[] | undefined => {
  const alone = /^\s*\{(\w+)\}\s*$/.exec(line);
  const value = alone ? values[alone[1]!] : undefined;
  return isList(value) ? value : undefined;
};

function bodyHtml(paragraphs: string[][], values: TPlaceholderValues): string {
  const blocks: string[] = [];
  for (const lines of paragraphs) {
    let words: string[] = [];
    const endWords = () => {
      if (words.length) blocks.push(`<p>${words.join('<br>')}</p>`);
      words = [];
    };
    for (const line of lines) {
      const list = listAlone(line, values);
      if (!list) {
        words.push(lineHtml(line, values));
        continue;
      }
      endWords();
      const items = list.map((item) => `<li>${item.link ? `${escapeHtml(item.text)}: ${anchor(item.link)}` : escapeHtml(item.text)}</li>`);
      blocks.push(`<ul>${items.join('')}</ul>`);
    }
    endWords();
  }
  return blocks.join('\n');
}

/**
 * Fills a template. The subject is one line whatever the values hold (a list there reads as its
 * words joined by commas); a placeholder the values lack reads as nothing.
 */
export function renderTemplate(template: { subject: string; body: string }, values: TPlaceholderValues): TRendered {
  const subject = template.subject
    .replace(PLACEHOLDER, (_whole, name: string) => {
      const value = values[name];
      return isList(value) ? value.map((item) => item.text).join(', ') : plain(value);
    })
    .replace(/\s+/g, ' ')
    .trim();
  const paragraphs = paragraphsOf(template.body, values);
  const text = paragraphs.map((lines) => lines.map((line) => fill(line, values)).join('\n')).join('\n\n');
  return { subject, text, html: bodyHtml(paragraphs, values) };
}
