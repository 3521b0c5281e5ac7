import { SEXES, SPECIES } from '../src-shared/enums';
import type { TPublicWebsite } from '../src-shared/schemas/widget';
import { fetchAnimals, fetchWebsite, type TFilters } from './api';
import { card, h, skeletonCard } from './cards';
import { ownScript, readOptions, type TWidgetOptions } from './options';
import { createOverlay } from './overlay';
import { STYLES } from './styles';
import { applyTheme, themeOf } from './theme';

/** Cards per page; one more is asked for, to know whether "Show more" has anything to show. */
const PAGE = 12;
/** The first row's photos load at once: the first thing a visitor sees must not wait for layout. */
const EAGER = 4;

function select(label: string, name: keyof TFilters, values: readonly string[]): HTMLLabelElement {
  return h('label', {}, label, h('select', { name }, h('option', { value: '' }, 'All'), ...values.map((value) => h('option', { value }, value))));
}

function mount(options: TWidgetOptions, script: HTMLScriptElement): void {
  const target = options.target ? document.querySelector(options.target) : null;
  const host = target ?? h('div', { 'data-shelter-widget': '' });
  if (!target) script.after(host);
  const shadow = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  shadow.replaceChildren();

  const form = h(
    'form',
    { class: 'filters', role: 'search', 'aria-label': 'Filter animals' },
    select('Species', 'species', SPECIES),
    select('Sex', 'sex', SEXES),
    h('label', {}, 'Search', h('input', { type: 'search', name: 'q', placeholder: 'Name or breed', maxlength: '100' })),
    h('button', { type: 'submit' }, 'Search'),
  );
  const heading = h('h2', { class: 'sr' }, 'Animals for adoption');
  const status = h('p', { class: 'sr', role: 'status' });
  const grid = h('ul', { class: 'grid', 'aria-busy': 'true' }, ...Array.from({ length: EAGER }, skeletonCard));
  const message = h('div', { class: 'message hidden' });
  const more = h('button', { type: 'button', class: 'hidden' }, 'Show more');
  const portal = h('a', { class: 'hidden', target: '_blank', rel: 'noopener' }, 'See all on our website');
  const root = h('div', { class: 'root' }, heading, form, status, grid, message, h('div', { class: 'more' }, more, portal));
  // A constructed sheet, not a <style> element: a host page whose CSP refuses inline styles still styles the widget.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(STYLES);
  shadow.adoptedStyleSheets = [sheet];
  shadow.append(root);
  applyTheme(root, themeOf(null, options));
  const overlay = createOverlay(shadow, options.server);

  let website: Promise<TPublicWebsite | null> = fetchWebsite(options.server).catch(() => null);
  let offset = 0;
  let request = 0;

  const filters = (): TFilters => {
    const data = new FormData(form);
    return { species: String(data.get('species') ?? ''), sex: String(data.get('sex') ?? ''), q: String(data.get('q') ?? '').trim() };
  };

  async function load(append: boolean): Promise<void> {
    const mine = ++request;
    if (!append) offset = 0;
    grid.setAttribute('aria-busy', 'true');
    more.disabled = true;
    try {
      const [animals, site] = await Promise.all([fetchAnimals(options.server, filters(), PAGE + 1, offset), website]);
      // A newer search replaced this one while it was on its way.
      if (mine !== request) return;
      applyTheme(root, themeOf(site?.theme ?? null, options));
      if (site) {
        portal.href = site.portalUrl;
        portal.textContent = `See all on ${site.organizationName}'s website`;
        portal.classList.remove('hidden');
      }
      const shown = animals.slice(0, PAGE);
      const cards = shown.map((animal, index) =>
        card(animal, options.server, { eager: !append && index < EAGER, first: !append && index === 0 }, overlay.open),
      );
      if (append) grid.append(...cards);
      else grid.replaceChildren(...cards);
      offset += shown.length;
      more.classList.toggle('hidden', animals.length <= PAGE);
      message.classList.toggle('hidden', offset > 0);
      message.replaceChildren(offset > 0 ? '' : 'No animals match your search.');
      status.textContent = offset === 0 ? 'No animals found' : `Showing ${offset} animals`;
      // "Show more": focus the first new card, so keyboard users continue where the list grew.
      if (append) cards[0]?.querySelector('a')?.focus();
    } catch {
      if (mine !== request) return;
      website = fetchWebsite(options.server).catch(() => null);
      if (!append) grid.replaceChildren();
      const retry = h('button', { type: 'button' }, 'Try again');
      retry.addEventListener('click', () => void load(append));
      message.replaceChildren(h('p', { role: 'alert' }, 'The animals could not be loaded.'), retry);
      message.classList.remove('hidden');
    } finally {
      if (mine === request) {
        grid.setAttribute('aria-busy', 'false');
        more.disabled = false;
      }
    }
  }

  let typing: ReturnType<typeof setTimeout> | undefined;
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(typing);
    void load(false);
  });
  form.addEventListener('change', (event) => {
    if (event.target instanceof HTMLSelectElement) void load(false);
  });
  // Results follow the search box as one types, once typing pauses.
  form.addEventListener('input', (event) => {
    if (!(event.target instanceof HTMLInputElement)) return;
    clearTimeout(typing);
    typing = setTimeout(() => void load(false), 300);
  });
  more.addEventListener('click', () => void load(true));
  void load(false);
}

const script = ownScript();
if (script) {
  const options = readOptions(script);
  // An async script may run before the target element is parsed.
  if (options.target && !document.querySelector(options.target) && document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', () => mount(options, script), { once: true });
  } else {
    mount(options, script);
  }
}
