import { Box, Button, Card, Flex, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { BuildingIcon, PlusIcon, SearchXIcon } from 'lucide-react';
import { useState } from 'react';
import { ORGANIZATION_KINDS } from '../../../src-shared/people';
import { ZOrganizationKind } from '../../../src-shared/schemas/people';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { ChoiceSelect } from '../components/ChoiceSelect';
import { LinkButton } from '../components/LinkButton';
import { useUrlListParams } from '../components/list-params';
import { PageHeader } from '../components/PageHeader';
import { PagedRecords } from '../components/PagedRecords';
import { SearchInput } from '../components/SearchInput';
import { useListState } from '../components/use-list-state';
import { useMay } from '../session/use-may';
import { ORGANIZATION_COLUMNS, organizationHref } from './organization-columns';
import { OrganizationDialog } from './OrganizationDialog';

const ALL = '';
const KIND_OPTIONS = [{ value: ALL, label: 'All kinds' }, ...ORGANIZATION_KINDS.map((kind) => ({ value: kind, label: kind }))];

/**
 * Organizations (/people/organizations): the shelters and rescues transfers come from and go to,
 * vet clinics and others, searched by name as staff type and filtered by kind. Search, kind and
 * page live in the address, so Back from an organization returns here.
 */
export function OrganizationsScreen() {
  const mayWrite = useMay('records:write');
  const params = useUrlListParams();
  const list = useListState(params);
  const kind = ZOrganizationKind.safeParse(params.get('kind')).data;
  const [creating, setCreating] = useState(false);
  const query = trpc.organizations.list.useQuery(
    { ...(list.q ? { q: list.q } : {}), ...(kind ? { kind } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );

  return (
    <>
      <PageHeader
        title="Organizations"
        subtitle="Shelters and rescues, vet clinics and others, with their contacts and transfers"
        actions={
          <>
            <LinkButton to="/people" variant="outline">
              All People
            </LinkButton>
            {mayWrite && (
              <Button size="sm" onClick={() => setCreating(true)}>
                <PlusIcon />
                New Organization
              </Button>
            )}
          </>
        }
      />
      <Card.Root variant="outline" bg="bg.panel">
        <Card.Body px={{ base: '4', md: '6' }}>
          <Stack gap="4">
            <Flex direction={{ base: 'column', md: 'row' }} gap="3" align={{ base: 'stretch', md: 'end' }}>
              <Box w={{ base: 'full', md: '48' }} flexShrink="0">
                <ChoiceSelect label="Kind" value={kind ?? ALL} options={KIND_OPTIONS} onChange={(value) => list.setFilter('kind', value || null)} />
              </Box>
              <Box w={{ base: 'full', md: '80' }} ms={{ md: 'auto' }} flexShrink="0">
                <SearchInput value={list.q} onSearch={list.setQuery} label="Search organizations" placeholder="Search by name" />
              </Box>
            </Flex>
            <PagedRecords
              query={query}
              list={list}
              label="Organizations"
              noun="organizations"
              errorPrefix="Error loading organizations: "
              columns={ORGANIZATION_COLUMNS}
              rowKey={(organization) => organization.id}
              rowHref={organizationHref}
              empty={
                list.q || kind ? (
                  <EmptyMessage
                    icon={SearchXIcon}
                    title="No organization matches"
                    description={list.q ? `Nothing found for “${list.q}”. Try part of the name.` : 'No organization is of this kind.'}
                  />
                ) : (
                  <EmptyMessage
                    icon={BuildingIcon}
                    title="No organizations yet"
                    description="Organizations are added as transfers and people’s records name them."
                  />
                )
              }
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {mayWrite && <OrganizationDialog organization={null} open={creating} onOpenChange={setCreating} />}
    </>
  );
}
