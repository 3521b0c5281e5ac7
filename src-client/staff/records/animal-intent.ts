import { useSearchParams } from 'react-router';
import { parseIdParam } from './id-param';

/** The address parameter that opens a screen's create dialog for one animal (`/adoptions?animal=12`). */
export const ANIMAL_PARAM = 'animal';

export interface TAnimalIntent {
  /** The animal the dialog is open for; null when it is closed. */
  animalId: number | null;
  open(animalId: number): void;
  close(): void;
}

/**
 * Whether a screen's create dialog is open, and for which animal, kept in the address: the animal
 * detail's Process Adoption, Foster, Add Medical Record and Schedule Appointment buttons link to
 * the screen with `?animal={id}`, and the screen's own picker opens the dialog the same way, so
 * both open one dialog, preset to that animal. Closing it takes the parameter away again.
 */
export function useAnimalIntent(): TAnimalIntent {
  const [params, setParams] = useSearchParams();
  const change = (id: number | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (id === null) next.delete(ANIMAL_PARAM);
        else next.set(ANIMAL_PARAM, String(id));
        return next;
      },
      // Opening a dialog is not a page of its own: Back leaves the screen, as it would without it.
      { replace: true },
    );
  return { animalId: parseIdParam(params.get(ANIMAL_PARAM)), open: change, close: () => change(null) };
}
