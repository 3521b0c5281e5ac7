import { Badge, Card, Flex, Stack } from '@chakra-ui/react';
import { CopyCheckIcon, MergeIcon } from 'lucide-react';
import type { TDuplicatePair, TPerson } from '../../../src-shared/schemas/people';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { errorMessage } from '../../shared/errors';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { LinkButton } from '../components/LinkButton';
import { PageHeader } from '../components/PageHeader';
import { ConfirmedButton } from '../records/ConfirmedButton';
import { useMay } from '../session/use-may';
import { mergeConsequence } from './MergePersonDialog';
import { PersonSummary } from './PersonSummary';

/** Keep this record, the other merged into it: one click, then the question. */
function KeepButton({ kept, other }: { kept: TPerson; other: TPerson }) {
  const merge = trpc.people.merge.useMutation();
  return (
    <ConfirmedButton
      size="sm"
      variant="outline"
      question={{ title: `Keep ${kept.name}?`, description: mergeConsequence(kept, other) }}
      confirmLabel="Merge"
      done={{ title: 'Duplicate merged', description: `${other.name}’s history now belongs to ${kept.name}.` }}
      refused="The duplicate was not merged:"
      onConfirm={() => merge.mutateAsync({ id: kept.id, duplicateId: other.id, version: kept.version })}
    >
      <MergeIcon />
      Keep this record
    </ConfirmedButton>
  );
}

function PairCard({ pair, mayMerge }: { pair: TDuplicatePair; mayMerge: boolean }) {
  return (
    <Card.Root as="li" variant="outline" bg="bg.panel" aria-label={`${pair.first.name} and ${pair.second.name}`}>
      <Card.Body gap="3" p={{ base: '4', md: '5' }}>
        <Badge colorPalette="orange" variant="subtle" rounded="full" alignSelf="start">
          {pair.reason}
        </Badge>
        <Flex gap="3" direction={{ base: 'column', md: 'row' }}>
          {[pair.first, pair.second].map((person, index, both) => (
            <PersonSummary key={person.id} person={person} link action={mayMerge && <KeepButton kept={person} other={both[1 - index]!} />} />
          ))}
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}

/**
 * Duplicates (/people/duplicates; not for volunteers): pairs of records that look like one person
 * (the same e-mail, the same phone, a similar name), with the reason. An admin merges a pair,
 * keeping the record they choose.
 */
export function DuplicatesScreen() {
  const mayMerge = useMay('admin');
  const pairs = trpc.people.duplicates.useQuery();
  let body;
  if (pairs.isError) body = <LoadError text={`Error loading duplicates: ${errorMessage(pairs.error)}`} onRetry={() => void pairs.refetch()} />;
  else if (pairs.isPending) body = <Card.Root variant="outline" h="40" aria-busy />;
  else if (!pairs.data.length)
    body = <EmptyMessage icon={CopyCheckIcon} title="No likely duplicates" description="No two people share an e-mail or a phone, or have similar names." />;
  else
    body = (
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Likely duplicates">
        {pairs.data.map((pair) => (
          <PairCard key={`${pair.first.id}-${pair.second.id}`} pair={pair} mayMerge={mayMerge} />
        ))}
      </Stack>
    );
  return (
    <>
      <PageHeader
        title="Duplicates"
        subtitle={
          mayMerge
            ? 'Records that look like one person: keep one, and the other’s history moves to it'
            : 'Records that look like one person; an administrator merges them'
        }
        actions={
          <LinkButton to="/people" variant="outline">
            All People
          </LinkButton>
        }
      />
      {body}
    </>
  );
}
