import { Text } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { decisionForm, type TAdoptionApplication, type TApplicationDecisionStatus, type TDecisionFormInput } from '../../../src-shared/schemas/applications';
import { formFields } from '../../shared/form/FormFields';
import type { TToastMessage } from '../../shared/toaster';
import { trpc } from '../../shared/trpc';
import { DialogForm } from '../components/DialogForm';
import { ApplicantFlags } from './ApplicantPerson';

const F = formFields<TDecisionFormInput>();

interface TStep {
  question: (application: TAdoptionApplication) => string;
  action: string;
  /** Declining and withdrawing cannot be undone. */
  destructive: boolean;
  decided: (application: TAdoptionApplication) => TToastMessage;
}

const STEPS: Record<TApplicationDecisionStatus, TStep> = {
  Approved: {
    question: (a) => `Approve ${a.applicantName}’s application for ${a.animalName}? A Pending adoption opens for them with the default adoption fee.`,
    action: 'Approve application',
    destructive: false,
    decided: (a) => ({ title: 'Application approved', description: `A Pending adoption of ${a.animalName} was opened for ${a.applicantName}.` }),
  },
  Declined: {
    question: (a) => `Decline ${a.applicantName}’s application for ${a.animalName}? The applicant’s answers stay on file; it cannot be reopened.`,
    action: 'Decline application',
    destructive: true,
    decided: (a) => ({ title: 'Application declined', description: `${a.applicantName}’s application for ${a.animalName} was declined.` }),
  },
  Withdrawn: {
    question: (a) => `Withdraw ${a.applicantName}’s application for ${a.animalName}? An adoption its approval opened, if still Pending, is cancelled.`,
    action: 'Withdraw application',
    destructive: true,
    decided: (a) => ({ title: 'Application withdrawn', description: `${a.applicantName}’s application for ${a.animalName} was withdrawn.` }),
  },
};

const FOR_STAFF = 'Kept with the application for staff; never shown on the portal or to the applicant.';
const REASON_KEPT = 'Kept with the application for staff. The applicant’s e-mail gives it only when you tick below.';

/**
 * A decision on an application, confirmed (docs/domain.md#applications): its consequence in a line,
 * a staff note, and for a decline its reason, which the console asks for. As of the version staff
 * read; a refusal keeps the form, with the server's reason.
 */
export function DecisionForm({
  application,
  decision,
  onBack,
}: {
  application: TAdoptionApplication;
  decision: TApplicationDecisionStatus;
  onBack: () => void;
}) {
  const step = STEPS[decision];
  const decide = trpc.applications.decide.useMutation();
  const form = useForm({ resolver: zodResolver(decisionForm(decision)), defaultValues: { staffNote: '', declineReason: '', tellApplicantReason: false } });
  const { setFocus } = form;
  // The step replaces the application in the open dialog: the first thing to write takes the focus.
  useEffect(() => setFocus(decision === 'Declined' ? 'declineReason' : 'staffNote'), [decision, setFocus]);
  return (
    <DialogForm
      form={form}
      save={({ tellApplicantReason, ...words }) =>
        decide.mutateAsync({
          id: application.id,
          status: decision,
          version: application.version,
          ...words,
          ...(decision === 'Declined' ? { tellApplicantReason } : {}),
        })
      }
      messages={{ success: step.decided(application), failure: { title: 'Error', description: 'The application was not changed.' } }}
      submitLabel={step.action}
      onBack={onBack}
      destructive={step.destructive}
    >
      <Text>{step.question(application)}</Text>
      {decision === 'Approved' && <ApplicantFlags application={application} />}
      {decision === 'Declined' && (
        <>
          <F.Textarea name="declineReason" label="Reason for Declining" required helperText={REASON_KEPT} rows={2} />
          <F.Checkbox name="tellApplicantReason" label="Tell the applicant this reason" />
        </>
      )}
      <F.Textarea name="staffNote" label="Staff Note" helperText={decision === 'Declined' ? 'Optional.' : `Optional. ${FOR_STAFF}`} rows={2} />
    </DialogForm>
  );
}
