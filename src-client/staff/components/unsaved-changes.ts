import { createContext, useContext, useEffect, useId, useMemo, useState } from 'react';

/**
 * Which forms of one place (a dialog, the Settings screen) hold changes not yet saved. Forms
 * report as they render; the place asks only when it is about to close or be left, so a keystroke
 * re-renders nothing beyond the form.
 */
export interface TUnsavedChanges {
  report(form: string, unsaved: boolean): void;
  /** Whether any of its forms holds changes not yet saved. */
  any(): boolean;
}

export function createUnsavedChanges(): TUnsavedChanges {
  const unsaved = new Set<string>();
  return {
    report(form, isUnsaved) {
      if (isUnsaved) unsaved.add(form);
      else unsaved.delete(form);
    },
    any: () => unsaved.size > 0,
  };
}

/** The place the forms inside report to: the nearest FormDialog, or a screen that guards its own. */
export const UnsavedChangesContext = createContext<TUnsavedChanges | null>(null);

/** A place's record of its forms' unsaved changes, for its whole life (provide it with UnsavedChangesContext). */
export function useUnsavedChanges(): TUnsavedChanges {
  const [changes] = useState(createUnsavedChanges);
  return changes;
}

/**
 * Tells the enclosing dialog or screen whether this form holds changes not yet saved (with
 * react-hook-form, `formState.isDirty`), until the form unmounts. Call `saved()` once its changes
 * are saved and before closing its dialog: the report that follows the form's reset comes with the
 * next render, after the dialog has asked.
 */
export function useReportUnsaved(unsaved: boolean): { saved(): void } {
  const changes = useContext(UnsavedChangesContext);
  const form = useId();
  useEffect(() => {
    changes?.report(form, unsaved);
    return () => changes?.report(form, false);
  }, [changes, form, unsaved]);
  return useMemo(() => ({ saved: () => changes?.report(form, false) }), [changes, form]);
}

/**
 * While mounted, closing or reloading the browser's tab with unsaved changes asks the browser's own
 * question first: the console cannot word it, only ask for it.
 */
export function useWarnBeforeUnload(changes: TUnsavedChanges): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (changes.any()) event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [changes]);
}

type TPlace = { pathname: string; search: string };

/** Whether a navigation leaves what is on screen: another path, or other parameters (a Settings tab is one). */
export const leavesScreen = (from: TPlace, to: TPlace): boolean => from.pathname !== to.pathname || from.search !== to.search;
