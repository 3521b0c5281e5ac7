/** What the embedding page's <script> tag says: the server it came from, where to render, and theme overrides. */
export interface TWidgetOptions {
  /** The Shelter server's origin, from the script's own address. */
  server: string;
  /** The element to render into; null: a container inserted right after the script. */
  target: string | null;
  primaryColor: string | null;
  font: string | null;
  colorScheme: string | null;
}

/**
 * The script element that loaded the widget. `document.currentScript` holds it while a classic
 * script (async included) first runs; the attribute finds it when another loader ran it.
 */
export function ownScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement) return current;
  return document.querySelector<HTMLScriptElement>('script[data-shelter-adoptables]');
}

export function readOptions(script: HTMLScriptElement): TWidgetOptions {
  const data = script.dataset;
  return {
    server: new URL(script.src, document.baseURI).origin,
    target: data.target || null,
    primaryColor: data.primaryColor ?? null,
    font: data.font ?? null,
    colorScheme: data.colorScheme ?? null,
  };
}
