import { Alert, Button, Dialog, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
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
import { ApplicantFlags, ApplicantPerson } from './ApplicantPerson';
import { ApplicationAnswers } from './ApplicationAnswers';
import { BackupBadge } from './application-columns';
import { animalsAppliedFor, applicationStatusPalette, decisionsFor, type TApplicationDecision } from './application-status';
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

type THrefOf = (application: { id: number }) => string;

/** The applicant's other applications, each opening in this dialog. */
function OtherApplications({ application, hrefOf }: { application: TAdoptionApplication; hrefOf: THrefOf }) {
  const format = useFormat();
  const others = application.otherApplications;
  if (!others.length) return null;
  return (
    <Stack as="section" gap="2" aria-labelledby="other-applications">
      <Heading as="h3" size="sm" id="other-applications">
        Applied for {animalsAppliedFor(application)} animals: other applications
      </Heading>
      <Stack as="ul" gap="1" listStyleType="none">
        {others.map((other) => (
          <HStack as="li" key={other.id} gap="2" columnGap="3" wrap="wrap" fontSize="sm">
            <Link asChild fontWeight="medium">
              <RouterLink to={hrefOf(other)}>
                {other.animalName} ({other.animalCode})
              </RouterLink>
            </Link>
            <StatusBadge status={other.status} palette={applicationStatusPalette(other.status)} size="sm" />
            <Text color="fg.muted">
              Reference {other.reference} · {format.date(dayOf(other.submittedAt))}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}

function ApplicationContent({ id, hrefOf, onClose }: { id: number; hrefOf: THrefOf; onClose: () => void }) {
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
            {application.backup && <BackupBadge />}
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
          {application.backup && (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>A backup application: an adoption of {application.animalName} was already pending when it arrived.</Alert.Title>
            </Alert.Root>
          )}
          <ApplicantFlags application={application} />
          <ApplicantPerson application={application} />
          <OtherApplications application={application} hrefOf={hrefOf} />
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
export function ApplicationDialog({ id, hrefOf, onClose }: { id: number | null; hrefOf: THrefOf; onClose: () => void }) {
  const shown = useLastPresent(id);
  return (
    <FormDialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Adoption Application"
      description="Submitted through the public adoption portal."
    >
      {shown !== null && <ApplicationContent id={shown} hrefOf={hrefOf} onClose={onClose} />}
    </FormDialog>
  );
}
