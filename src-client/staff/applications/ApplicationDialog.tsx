import { Alert, Button, Dialog, Flex, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { CheckIcon, UndoIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import type { TAdoptionApplication, TApplicationDecisionStatus } from '../../../src-shared/schemas/applications';
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
import { ApplicantHistory } from './ApplicantHistory';
import { animalsAppliedFor, applicationStatusPalette, decisionsFor } from './application-status';
import { DecisionForm } from './DecisionForm';
import { DecisionNotes } from './DecisionNotes';
import { dayOf } from './submitted-date';

/** The decisions the application can still take; each asks to be confirmed (DecisionForm). */
function DecisionButtons({ application, onDecide }: { application: TAdoptionApplication; onDecide: (decision: TApplicationDecisionStatus) => void }) {
  const decisions = decisionsFor(application.status);
  return (
    <Flex gap="2" justify="end" wrap="wrap" w="full">
      <Dialog.ActionTrigger asChild>
        <Button variant="ghost" me="auto">
          Close
        </Button>
      </Dialog.ActionTrigger>
      {decisions.includes('Withdrawn') && (
        <Button variant="outline" onClick={() => onDecide('Withdrawn')}>
          <UndoIcon />
          Withdraw
        </Button>
      )}
      {decisions.includes('Declined') && (
        <Button variant="outline" colorPalette="red" onClick={() => onDecide('Declined')}>
          <XIcon />
          Decline
        </Button>
      )}
      {decisions.includes('Approved') && (
        <Button onClick={() => onDecide('Approved')}>
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

function ApplicationContent({ id, hrefOf }: { id: number; hrefOf: THrefOf }) {
  const query = trpc.applications.get.useQuery({ id });
  const format = useFormat();
  const mayDecide = useMay('records:write');
  const [deciding, setDeciding] = useState<TApplicationDecisionStatus | null>(null);
  if (query.isPending) return <DialogLoading />;
  if (query.isError) {
    return (
      <Dialog.Body pb="6">
        <LoadError text={`Error loading the application: ${errorMessage(query.error)}`} onRetry={() => void query.refetch()} />
      </Dialog.Body>
    );
  }
  const application = query.data;
  if (deciding) return <DecisionForm application={application} decision={deciding} onBack={() => setDeciding(null)} />;
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
          <DecisionNotes application={application} />
          <OtherApplications application={application} hrefOf={hrefOf} />
          <ApplicationAnswers application={application} />
          {application.personId !== null && <ApplicantHistory personId={application.personId} />}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer borderTopWidth="1px" pt="4">
        {mayDecide ? (
          <DecisionButtons application={application} onDecide={setDeciding} />
        ) : (
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Close</Button>
          </Dialog.ActionTrigger>
        )}
      </Dialog.Footer>
    </>
  );
}

/** One application with every answer, the applicant's other applications and history, and the decisions staff take on it. */
export function ApplicationDialog({ id, hrefOf, onClose }: { id: number | null; hrefOf: THrefOf; onClose: () => void }) {
  const shown = useLastPresent(id);
  return (
    <FormDialog
      open={id !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Adoption Application"
      description="Submitted through the public adoption portal."
    >
      {shown !== null && <ApplicationContent key={shown} id={shown} hrefOf={hrefOf} />}
    </FormDialog>
  );
}
