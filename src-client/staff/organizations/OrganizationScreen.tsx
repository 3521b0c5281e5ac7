import { Badge, Button, Flex, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { MergeIcon, PencilIcon } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { TOrganizationDetail, TPersonRef } from '../../../src-shared/schemas/people';
import { LoadError } from '../../shared/LoadError';
import { trpc } from '../../shared/trpc';
import { RecordCard, RecordScreen, RecordSkeleton } from '../components/RecordScreen';
import { personHref } from '../people/person-columns';
import { DoNotAdoptBadge } from '../people/PersonBadges';
import { Facts, Section } from '../people/PersonFacts';
import { useMay } from '../session/use-may';
import { MergeOrganizationDialog } from './MergeOrganizationDialog';
import { OrganizationBadges } from './OrganizationBadges';
import { OrganizationDialog } from './OrganizationDialog';

type TOpen = 'edit' | 'merge' | null;

/** Edit for staff; Merge a Duplicate for admins. */
function OrganizationActions({ organization }: { organization: TOrganizationDetail }) {
  const mayWrite = useMay('records:write');
  const mayAdminister = useMay('admin');
  const [open, setOpen] = useState<TOpen>(null);
  if (!mayWrite) return null;
  const dialog = (kind: Exclude<TOpen, null>) => ({ open: open === kind, onOpenChange: (next: boolean) => setOpen(next ? kind : null) });
  return (
    <>
      <Flex gap="2" wrap="wrap" align="start" justify={{ lg: 'end' }}>
        <Button size="sm" variant="outline" onClick={() => setOpen('edit')}>
          <PencilIcon />
          Edit
        </Button>
        {mayAdminister && (
          <Button size="sm" variant="outline" onClick={() => setOpen('merge')}>
            <MergeIcon />
            Merge a Duplicate
          </Button>
        )}
      </Flex>
      <OrganizationDialog organization={organization} {...dialog('edit')} />
      {mayAdminister && <MergeOrganizationDialog organization={organization} {...dialog('merge')} />}
    </>
  );
}

/** The people whose records name the organization, each opening their page. */
function Contacts({ contacts }: { contacts: readonly TPersonRef[] }) {
  if (!contacts.length) return <Text color="fg.muted">Nobody yet: a person becomes a contact when their record names this organization.</Text>;
  return (
    <Stack as="ul" gap="2" listStyleType="none" aria-label="Contacts">
      {contacts.map((person) => (
        <HStack as="li" key={person.id} gap="2" wrap="wrap">
          <Link asChild fontWeight="medium" color="colorPalette.fg">
            <RouterLink to={personHref(person)}>{person.name}</RouterLink>
          </Link>
          <DoNotAdoptBadge person={person} />
        </HStack>
      ))}
    </Stack>
  );
}

function OrganizationCard({ organization }: { organization: TOrganizationDetail }) {
  return (
    <RecordCard
      headingId="organization-name"
      title={organization.name}
      badges={
        <HStack gap="1" wrap="wrap">
          <Badge colorPalette="gray" variant="subtle" size="sm" rounded="full" whiteSpace="nowrap">
            {organization.kind}
          </Badge>
          <OrganizationBadges organization={organization} />
        </HStack>
      }
      actions={<OrganizationActions organization={organization} />}
    >
      <Section title="Contact">
        <Facts
          label="Contact details"
          facts={[
            ['E-mail', organization.email],
            ['Phone', organization.phone],
            ['Address', organization.address],
            ['Notes', organization.notes],
          ]}
        />
      </Section>
      <Section title="Transfers">
        <Facts
          label="Transfers"
          facts={[
            ['Transfers In', String(organization.transfersIn)],
            ['Transfers Out', String(organization.transfersOut)],
          ]}
        />
      </Section>
      <Section title="Contacts">
        <Contacts contacts={organization.contacts} />
      </Section>
    </RecordCard>
  );
}

/** An organization's page (/people/organizations/{id}): what it is, how to reach it, its transfers and its contacts. */
export function OrganizationScreen() {
  const query = trpc.organizations.get.useQuery({ id: Number(useParams().id) });
  return (
    <RecordScreen
      back={{ to: '/people/organizations', label: 'Back to Organizations' }}
      title="Organization"
      query={query}
      skeleton={<RecordSkeleton label="Loading the organization" />}
      missing={() => <LoadError text="No organization has this record number. It may have been merged into another." />}
    >
      {(organization) => <OrganizationCard organization={organization} />}
    </RecordScreen>
  );
}
