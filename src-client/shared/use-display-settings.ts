import { useSyncExternalStore } from 'react';
import { checkDisplaySettings, DEFAULT_DISPLAY_SETTINGS, DISPLAY_SETTINGS_KEY, parseDisplaySettings, type TDisplaySettings } from './display-settings';

/**
 * The Display settings in this browser's storage. Every screen reads them through
 * `useDisplaySettings`, so a change on the Settings screen (or in another tab) shows everywhere
 * at once.
 */

/** A choice that could not be stored (storage full or switched off) still holds on this page. */
let unsaved: string | null = null;

function readStorage(): string | null {
  if (unsaved !== null) return unsaved;
  try {
    return window.localStorage.getItem(DISPLAY_SETTINGS_KEY);
  } catch {
    // Storage can be switched off (privacy modes): the defaults apply.
    return null;
  }
}

const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: TDisplaySettings = DEFAULT_DISPLAY_SETTINGS;

/** The same object while storage is unchanged, as useSyncExternalStore requires. */
export function getDisplaySettings(): TDisplaySettings {
  const text = readStorage();
  if (text !== cachedText) {
    cachedText = text;
    cached = parseDisplaySettings(text);
  }
  return cached;
}

export function saveDisplaySettings(changes: Partial<TDisplaySettings>): TDisplaySettings {
  const next = checkDisplaySettings({ ...getDisplaySettings(), ...changes });
  const text = JSON.stringify(next);
  try {
    window.localStorage.setItem(DISPLAY_SETTINGS_KEY, text);
    unsaved = null;
  } catch {
    unsaved = text;
  }
  listeners.forEach((listener) => listener());
  return next;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab saved its settings.
  const onStorage = (event: StorageEvent) => {
    if (event.key === DISPLAY_SETTINGS_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useDisplaySettings(): TDisplaySettings {
  return useSyncExternalStore(subscribe, getDisplaySettings);
}
