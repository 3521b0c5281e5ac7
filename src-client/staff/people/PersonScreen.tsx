import { Button, Card, Flex, Link, Skeleton, Stack, Text } from '@chakra-ui/react';
import { EraserIcon, HeartHandshakeIcon, HouseIcon, MergeIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { TPersonDetail } from '../../../src-shared/schemas/people';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { ProcessAdoptionDialog } from '../adoptions/ProcessAdoptionDialog';
import { PersonDocuments } from '../documents/DocumentsSection';
import { RecordCard, RecordScreen, RecordSkeleton } from '../components/RecordScreen';
import { NewFosterDialog } from '../foster/NewFosterDialog';
import { ADOPTION_ELIGIBLE, FOSTER_ELIGIBLE } from '../records/animal-choices';
import { useMay } from '../session/use-may';
import { ErasePersonDialog } from './ErasePersonDialog';
import { MergePersonDialog } from './MergePersonDialog';
import { DoNotAdoptAlert, FlagBadges, RoleBadges } from './PersonBadges';
import { PersonDialog } from './PersonDialog';
import { ContactFacts, FosterHomeFacts, RetentionNote, Section } from './PersonFacts';
import { PersonTimeline } from './PersonTimeline';
import { StartRecordDialog, type TRecordStart } from './StartRecordDialog';

const STARTS = {
  adoption: {
    title: 'New Adoption',
    pickerLabel: 'Available animal',
    statuses: ADOPTION_ELIGIBLE,
    emptyText: 'No animals are available',
    buttonLabel: 'Process Adoption',
    icon: HeartHandshakeIcon,
  },
  foster: {
    title: 'New Foster Placement',
    pickerLabel: 'Animal to foster',
    statuses: FOSTER_ELIGIBLE,
    emptyText: 'No animals are eligible for foster',
    buttonLabel: 'New Foster Arrangement',
    icon: HouseIcon,
  },
} satisfies Record<string, TRecordStart>;
type TStartKind = keyof typeof STARTS;
type TOpen = 'edit' | 'merge' | 'erase' | null;

/** Edit, New adoption and New foster placement for staff; Merge and Erase for admins. */
function PersonActions({ person }: { person: TPersonDetail }) {
  const mayWrite = useMay('records:write');
  const mayAdminister = useMay('admin');
  const [open, setOpen] = useState<TOpen>(null);
  const [starting, setStarting] = useState<TStartKind | null>(null);
  const [started, setStarted] = useState<{ kind: TStartKind; animalId: number } | null>(null);
  if (!mayWrite || person.anonymized) return null;
  const dialog = (kind: Exclude<TOpen, null>) => ({ open: open === kind, onOpenChange: (next: boolean) => setOpen(next ? kind : null) });
  return (
    <>
      <Flex gap="2" wrap="wrap" align="start" justify={{ lg: 'end' }}>
        <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
          <PencilIcon />
          Edit
        </Button>
        <Button size="sm" onClick={() => setStarting('adoption')}>
          <HeartHandshakeIcon />
          New Adoption
        </Button>
        <Button size="sm" variant="outline" onClick={() => setStarting('foster')}>
          <HouseIcon />
          New Foster Placement
        </Button>
        {mayAdminister && (
          <>
            <Button size="sm" variant="outline" onClick={() => setOpen('merge')}>
              <MergeIcon />
              Merge a Duplicate
            </Button>
            <Button size="sm" variant="outline" colorPalette="red" onClick={() => setOpen('erase')}>
              <EraserIcon />
              Erase on Request
            </Button>
          </>
        )}
      </Flex>
      <PersonDialog person={person} {...dialog('edit')} />
      {mayAdminister && (
        <>
          <MergePersonDialog person={person} {...dialog('merge')} />
          <ErasePersonDialog person={person} {...dialog('erase')} />
        </>
      )}
      <StartRecordDialog
        start={starting && STARTS[starting]}
        onStart={(animalId) => {
          if (starting) setStarted({ kind: starting, animalId });
          setStarting(null);
        }}
        onClose={() => setStarting(null)}
      />
      <ProcessAdoptionDialog animalId={started?.kind === 'adoption' ? started.animalId : null} person={person} onClose={() => setStarted(null)} />
      <NewFosterDialog animalId={started?.kind === 'foster' ? started.animalId : null} person={person} onClose={() => setStarted(null)} />
    </>
  );
}

function PersonCard({ person }: { person: TPersonDetail }) {
  return (
    <RecordCard
      headingId="person-name"
      title={person.name}
      badges={
        <>
          <RoleBadges roles={person.roles} />
          <FlagBadges person={person} />
        </>
      }
      actions={<PersonActions person={person} />}
    >
      <DoNotAdoptAlert person={person} />
      {person.anonymized && <Text color="fg.muted">This person’s details were erased at their request; their records stay, counted.</Text>}
      <Section title="Contact">
        <ContactFacts person={person} />
      </Section>
      {person.fosterApprovedOn && (
        <Section title="Foster Home">
          <FosterHomeFacts person={person} />
        </Section>
      )}
      {/* A volunteer's session is not told why a record is kept. */}
      {!person.contactHidden && <RetentionNote person={person} />}
    </RecordCard>
  );
}

/** The person's documents (a signed contract's scan), for staff who may read the console. */
function DocumentsCard({ person }: { person: TPersonDetail }) {
  if (!useMay('console:read')) return null;
  return (
    <Card.Root variant="outline" bg="bg.panel" p={{ base: '4', md: '6' }}>
      <PersonDocuments person={person} />
    </Card.Root>
  );
}

/** The survivor a merged-away person's 404 names ("Person not found: merged into Ana Ruiz (#12)"), if any. */
const MERGED_INTO = /merged into (.+) \(#(\d+)\)$/;

function MissingPerson({ message }: { message: string }) {
  const [, name, id] = MERGED_INTO.exec(message) ?? [];
  if (!name || !id) return <LoadError text="Nobody has this record number." />;
  return (
    <Text>
      This record was merged into{' '}
      <Link asChild fontWeight="medium">
        <RouterLink to={`/people/${id}`}>{name}</RouterLink>
      </Link>
      ’s.
    </Text>
  );
}

/** A person's page (/people/{id}): who they are, how to reach them, their flags, and their history. */
export function PersonScreen() {
  const query = trpc.people.get.useQuery({ id: Number(useParams().id) });
  return (
    <RecordScreen
      back={{ to: '/people', label: 'Back to People' }}
      title="Person"
      query={query}
      skeleton={
        <RecordSkeleton label="Loading the person">
          <Skeleton h="48" rounded="lg" />
        </RecordSkeleton>
      }
      missing={(message) => <MissingPerson message={message} />}
    >
      {(person) => (
        <Stack gap="6">
          <PersonCard person={person} />
          <PersonTimeline timeline={person.timeline} />
          <DocumentsCard person={person} />
        </Stack>
      )}
    </RecordScreen>
  );
}
