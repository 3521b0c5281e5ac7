import { Box, Button, Flex, NativeSelect, Text } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { InboxIcon, SearchXIcon, XIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { APPLICATION_STATUSES, type TApplicationStatus } from '../../../src-shared/enums';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PagedRecords } from '../components/PagedRecords';
import type { TListParams } from '../components/list-params';
import type { TListState } from '../components/use-list-state';
import { parseIdParam } from '../records/id-param';
import { applicationColumns } from './application-columns';
import { ApplicationDialog } from './ApplicationDialog';

/** The address parameters of the inbox: its status and applicant filters and the application open on top. */
const STATUS_PARAM = 'applicationStatus';
const APPLICANT_PARAM = 'applicant';
export const APPLICATION_PARAM = 'application';

const statusFilter = (param: string | null): TApplicationStatus | null => APPLICATION_STATUSES.find((status) => status === param) ?? null;

/**
 * Applications received from the portal (docs/domain.md#applications), newest first: filtered by status,
 * searched by applicant or reference. A row opens the application to read every answer and decide.
 */
export function ApplicationsPanel({ params, list }: { params: TListParams; list: TListState }) {
  const format = useFormat();
  const [searchParams] = useSearchParams();
  const status = statusFilter(params.get(STATUS_PARAM));
  const applicant = params.get(APPLICANT_PARAM);
  const openId = parseIdParam(params.get(APPLICATION_PARAM));
  const hrefOf = useMemo(() => {
    const base = new URLSearchParams(searchParams);
    return (application: { id: number }) => {
      base.set(APPLICATION_PARAM, String(application.id));
      return `?${base.toString()}`;
    };
  }, [searchParams]);
  const applicantHref = useMemo(() => {
    const base = new URLSearchParams(searchParams);
    base.delete(APPLICATION_PARAM);
    base.delete('page');
    return (email: string) => {
      base.set(APPLICANT_PARAM, email);
      return `?${base.toString()}`;
    };
  }, [searchParams]);
  const columns = useMemo(() => applicationColumns(format, hrefOf, applicantHref), [format, hrefOf, applicantHref]);
  const query = trpc.applications.page.useQuery(
    {
      ...(status ? { status } : {}),
      ...(applicant ? { email: applicant } : {}),
      ...(list.q ? { q: list.q } : {}),
      limit: list.pageSize,
      offset: list.offset,
    },
    { placeholderData: keepPreviousData },
  );

  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title="No applications match your search"
      description={`Nothing found for “${list.q}”. Try the applicant’s name, email, phone or the reference.`}
    />
  ) : (
    <EmptyMessage
      icon={InboxIcon}
      title={status ? `No ${status.toLowerCase()} applications` : 'No applications yet'}
      description="Applications sent through the public adoption portal arrive here."
    />
  );

  return (
    <Box>
      <Flex justify="end" align="center" gap="3" mb="3" wrap="wrap">
        {applicant && (
          <Flex align="center" gap="1" me="auto" minW="0">
            <Text fontSize="sm" truncate>
              Applications from {applicant}
            </Text>
            <Button size="xs" variant="ghost" aria-label="Show every applicant" onClick={() => list.setFilter(APPLICANT_PARAM, null)}>
              <XIcon />
            </Button>
          </Flex>
        )}
        <NativeSelect.Root size="sm" w={{ base: 'full', sm: '56' }}>
          <NativeSelect.Field
            aria-label="Application status"
            value={status ?? ''}
            onChange={(event) => list.setFilter(STATUS_PARAM, event.target.value || null)}
          >
            <option value="">All statuses</option>
            {APPLICATION_STATUSES.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Flex>
      <PagedRecords
        query={query}
        list={list}
        label="Adoption applications"
        noun="applications"
        errorPrefix="Error loading adoptions data: "
        columns={columns}
        rowKey={(application) => application.id}
        rowHref={hrefOf}
        empty={empty}
      />
      <ApplicationDialog id={openId} hrefOf={hrefOf} onClose={() => params.set({ [APPLICATION_PARAM]: null })} />
    </Box>
  );
}
