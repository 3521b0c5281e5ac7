import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { notify, type TToastMessage } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { notifyRefusal } from '../records/notify-refusal';
import type { TApplicationDecision } from './application-status';

function decidedMessage(application: TAdoptionApplication, decision: TApplicationDecision): TToastMessage {
  switch (decision) {
    case 'Approved':
      return { title: 'Application approved', description: `A Pending adoption of ${application.animalName} was opened for ${application.applicantName}.` };
    case 'Declined':
      return { title: 'Application declined', description: `${application.applicantName}’s application for ${application.animalName} was declined.` };
    case 'Withdrawn':
      return { title: 'Application withdrawn', description: `${application.applicantName}’s application for ${application.animalName} was withdrawn.` };
  }
}

/**
 * Approves (the server opens a Pending adoption with the default fee, docs/domain.md#applications),
 * declines or withdraws an application, as of the version staff read. Answers whether it was
 * decided; a refusal's reason is the error toast's text, and the lists reload either way.
 */
export function useDecideApplication(): {
  decide: (application: TAdoptionApplication, decision: TApplicationDecision) => Promise<boolean>;
  pending: TApplicationDecision | null;
} {
  const mutation = trpc.applications.decide.useMutation();
  const decide = async (application: TAdoptionApplication, decision: TApplicationDecision) => {
    try {
      await mutation.mutateAsync({ id: application.id, status: decision, version: application.version });
      notify('success', decidedMessage(application, decision));
      return true;
    } catch (error) {
      notifyRefusal(error, 'The application was not changed:');
      return false;
    }
  };
  return { decide, pending: mutation.isPending ? (mutation.variables?.status ?? null) : null };
}
