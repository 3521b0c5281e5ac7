import { Box, Button, Card, Flex, Stack } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { BuildingIcon, CopyIcon, HouseIcon, PlusIcon, SearchXIcon, UsersIcon } from 'lucide-react';
import { useMemo, useState } from 'react';
import { PERSON_ROLES } from '../../../src-shared/people';
import { PERSON_FLAGS, ZPersonFlag, ZPersonRole } from '../../../src-shared/schemas/people';
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
import { ExportPeopleButton } from './ExportPeopleButton';
import { personColumns, personHref } from './person-columns';
import { PersonDialog } from './PersonDialog';

const ALL = '';
const ROLE_OPTIONS = [{ value: ALL, label: 'All roles' }, ...PERSON_ROLES.map((role) => ({ value: role, label: role }))];
const FLAG_OPTIONS = [{ value: ALL, label: 'Any flags' }, ...PERSON_FLAGS.map((flag) => ({ value: flag, label: flag }))];

/**
 * People (/people): everyone the shelter deals with, searched as staff type over name, e-mail,
 * phone and address, filtered by role or flag. Search, filters and page live in the address, so
 * Back from a person returns here. A volunteer's session sees names only.
 */
export function PeopleScreen() {
  const mayWrite = useMay('records:write');
  const mayReadAll = useMay('console:read');
  const params = useUrlListParams();
  const list = useListState(params);
  const role = ZPersonRole.safeParse(params.get('role')).data;
  const flag = ZPersonFlag.safeParse(params.get('flag')).data;
  const [creating, setCreating] = useState(false);
  const filters = { ...(list.q ? { q: list.q } : {}), ...(role ? { role } : {}), ...(flag ? { flag } : {}) };
  const query = trpc.people.list.useQuery({ ...filters, limit: list.pageSize, offset: list.offset }, { placeholderData: keepPreviousData });
  const contactShown = !query.data?.items.some((person) => person.contactHidden);
  const columns = useMemo(() => personColumns(contactShown), [contactShown]);
  const filtered = Boolean(list.q || role || flag);

  return (
    <>
      <PageHeader
        title="People"
        subtitle="Adopters, fosters, owners, finders, volunteers and donors, each with their history"
        actions={
          <>
            <LinkButton to="/people/foster-homes" icon={HouseIcon} variant="outline">
              Foster Homes
            </LinkButton>
            <LinkButton to="/people/organizations" icon={BuildingIcon} variant="outline">
              Organizations
            </LinkButton>
            {mayReadAll && (
              <>
                <LinkButton to="/people/duplicates" icon={CopyIcon} variant="outline">
                  Duplicates
                </LinkButton>
                <ExportPeopleButton filters={filters} />
              </>
            )}
            {mayWrite && (
              <Button size="sm" onClick={() => setCreating(true)}>
                <PlusIcon />
                New Person
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
                <ChoiceSelect label="Role" value={role ?? ALL} options={ROLE_OPTIONS} onChange={(value) => list.setFilter('role', value || null)} />
              </Box>
              <Box w={{ base: 'full', md: '48' }} flexShrink="0">
                <ChoiceSelect label="Flag" value={flag ?? ALL} options={FLAG_OPTIONS} onChange={(value) => list.setFilter('flag', value || null)} />
              </Box>
              <Box w={{ base: 'full', md: '80' }} ms={{ md: 'auto' }} flexShrink="0">
                <SearchInput value={list.q} onSearch={list.setQuery} label="Search people" placeholder="Search name, e-mail, phone or address" />
              </Box>
            </Flex>
            <PagedRecords
              query={query}
              list={list}
              label="People"
              noun="people"
              errorPrefix="Error loading people: "
              columns={columns}
              rowKey={(person) => person.id}
              rowHref={personHref}
              empty={
                filtered ? (
                  <EmptyMessage
                    icon={SearchXIcon}
                    title="Nobody matches"
                    description={
                      list.q ? `Nothing found for “${list.q}”. Try part of a name, an e-mail, or a phone number’s digits.` : 'Nobody has this role or flag.'
                    }
                  />
                ) : (
                  <EmptyMessage
                    icon={UsersIcon}
                    title="No people yet"
                    description="People are added as adoptions, placements, intakes and donations name them."
                  />
                )
              }
            />
          </Stack>
        </Card.Body>
      </Card.Root>
      {mayWrite && <PersonDialog person={null} open={creating} onOpenChange={setCreating} />}
    </>
  );
}
