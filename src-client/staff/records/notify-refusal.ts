import { errorMessage } from '../../shared/errors';
import { notify } from '../../shared/toaster';

/**
 * A change made outside a dialog (a status picked from a menu) that the server refused: the error
 * toast carries the server's reason ("A microchip is required before adoption"), so staff know
 * what to fix.
 */
export function notifyRefusal(error: unknown, what: string): void {
  console.warn(what, error);
  notify('error', { title: 'Error', description: `${what} ${errorMessage(error)}` });
}
