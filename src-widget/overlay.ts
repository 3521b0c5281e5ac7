import { h } from './cards';

/** What the portal's page in embed mode posts to ask its overlay to close (src-client/portal/layout/EmbedClose.tsx). */
export const CLOSE_MESSAGE = 'shelter:close-embed';

/**
 * The overlay holding the portal's own animal page (and its Apply dialog) in an iframe: a modal
 * <dialog>, so the host page behind it is inert and focus stays inside. Esc and the close button
 * close it, as does the portal page's own close control (a message, accepted only from the
 * server's origin and this frame); focus then returns to the card that opened it.
 */
export function createOverlay(shadow: ShadowRoot, server: string): { open: (link: HTMLAnchorElement) => void } {
  const title = h('h2', { id: 'shelter-overlay-title' });
  const close = h('button', { type: 'button' }, 'Close');
  const frame = h('iframe', { title: '' });
  const dialog = h(
    'dialog',
    { role: 'dialog', 'aria-modal': 'true', 'aria-labelledby': 'shelter-overlay-title' },
    h('div', { class: 'bar' }, title, close),
    frame,
  );
  shadow.querySelector('.root')?.append(dialog);
  let opener: HTMLAnchorElement | null = null;

  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => {
    frame.removeAttribute('src');
    opener?.focus();
    opener = null;
  });
  window.addEventListener('message', (event) => {
    if (event.origin === server && event.source === frame.contentWindow && event.data === CLOSE_MESSAGE && dialog.open) dialog.close();
  });

  return {
    open(link) {
      opener = link;
      const name = link.textContent ?? '';
      title.textContent = name;
      frame.title = `${name} on the shelter's adoption page`;
      frame.src = new URL(`/public/animals/${link.dataset.id}?embed=1`, server).href;
      dialog.showModal();
      close.focus();
    },
  };
}
