import { useEffect } from 'react';
import { notify } from '../../shared/toaster';

/** The error toast, once each time a load fails (a retry that fails again shows it again). */
export function useFailureToast(failed: boolean, description: string): void {
  useEffect(() => {
    if (failed) notify('error', { title: 'Error', description });
  }, [failed, description]);
}
