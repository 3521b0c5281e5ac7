import { Alert, Button, Dialog, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { CheckIcon, UndoIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAdoptionApplication } from '../../../src-shared/schemas/applications';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { StatusBadge } from '../../shared/StatusBadge';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { FormDialog } from '../components/FormDialog';
import { DialogLoading } from '../records/AnimalDialogContent';
import { useLastPresent } from '../records/use-last-present';
import { useMay } from '../session/use-may';
import { ApplicationAnswers } from './ApplicationAnswers';
import { applicationStatusPalette, decisionsFor, type TApplicationDecision } from './application-status';
import { dayOf } from './submitted-date';
import { useDecideApplication } from './use-decide-application';

/** Declining and withdrawing cannot be undone, so each is confirmed; approving is the usual step. */
const CONFIRM: Record<Exclude<TApplicationDecision, 'Approved'>, { question: string; action: string }> = {
  Declined: { question: 'Decline this application? The applicant’s answers stay on file; it cannot be reopened.', action: 'Decline application' },
  Withdrawn: { question: 'Withdraw this application? An adoption its approval opened, if still Pending, is cancelled.', action: 'Withdraw application' },
};

function Decisions({ application, onDecided }: { application: TAdoptionApplication; onDecided: () => void }) {
  const { decide, pending } = useDecideApplication();
  const [confirming, setConfirming] = useState<Exclude<TApplicationDecision, 'Approved'> | null>(null);
  const decisions = decisionsFor(application.status);
  const run = async (decision: TApplicationDecision) => {
    if (await decide(application, decision)) onDecided();
    setConfirming(null);
  };

  if (confirming) {
    return (
      <Stack gap="3" w="full">
        <Text fontSize="sm" role="alert">
          {CONFIRM[confirming].question}
        </Text>
        <Flex gap="2" justify="end" wrap="wrap">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={pending !== null}>
            Back
          </Button>
          <Button colorPalette="red" onClick={() => void run(confirming)} loading={pending === confirming} loadingText="Saving...">
            {CONFIRM[confirming].action}
          </Button>
        </Flex>
      </Stack>
    );
  }
  return (
    <Flex gap="2" justify="end" wrap="wrap" w="full">
      <Dialog.ActionTrigger asChild>
        <Button variant="ghost" me="auto">
          Close
        </Button>
      </Dialog.ActionTrigger>
      {decisions.includes('Withdrawn') && (
        <Button variant="outline" onClick={() => setConfirming('Withdrawn')} disabled={pending !== null}>
          <UndoIcon />
          Withdraw
        </Button>
      )}
      {decisions.includes('Declined') && (
        <Button variant="outline" colorPalette="red" onClick={() => setConfirming('Declined')} disabled={pending !== null}>
          <XIcon />
          Decline
        </Button>
      )}
      {decisions.includes('Approved') && (
        <Button onClick={() => void run('Approved')} loading={pending === 'Approved'} loadingText="Approving...">
          <CheckIcon />
          Approve
        </Button>
      )}
    </Flex>
  );
}

function ApplicationContent({ id, onClose }: { id: number; onClose: () => void }) {
  const query = trpc.applications.get.useQuery({ id });
  const format = useFormat();
  const mayDecide = useMay('records:write');
  if (query.isPending) return <DialogLoading />;
  if (query.isError) {
    return (
      <Dialog.Body pb="6">
        <LoadError text={`Error loading the application: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      </Dialog.Body>
    );
  }
  const application = query.data;
  return (
    <>
      <Dialog.Body>
        <Stack gap="6">
          <HStack gap="2" columnGap="4" wrap="wrap" fontSize="sm" color="fg.muted">
            <StatusBadge status={application.status} palette={applicationStatusPalette(application.status)} />
            <Text>Reference {application.reference}</Text>
            <Text>Submitted {format.date(dayOf(application.submittedAt))}</Text>
            {application.decidedAt && <Text>Decided {format.date(dayOf(application.decidedAt))}</Text>}
          </HStack>
          {application.anonymized && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>The applicant’s personal data has been erased under the data retention setting.</Alert.Title>
            </Alert.Root>
          )}
          {application.adoptionId !== null && (
            <Alert.Root status="success">
              <Alert.Indicator />
              <Alert.Title>Its approval opened an adoption of {application.animalName}; it is listed under Adoptions.</Alert.Title>
            </Alert.Root>
          )}
          <ApplicationAnswers application={application} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4">
        {mayDecide ? (
          <Decisions application={application} onDecided={onClose} />
        ) : (
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
        )}
      </Dialog.Footer>
    </>
  );
}

/** One application with every answer, and the decisions staff take on it. */
export function ApplicationDialog({ id, onClose }: { id: number | null; onClose: () => void }) {
  const shown = useLastPresent(id);
  return (
    <FormDialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Adoption Application"
      description="Submitted through the public adoption portal."
    >
      {shown !== null && <ApplicationContent id={shown} onClose={onClose} />}
    </FormDialog>
  );
}
