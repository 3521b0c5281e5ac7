import { keepPreviousData } from '@tanstack/react-query';
import { HeartHandshakeIcon, SearchXIcon } from 'lucide-react';
import { useMemo } from 'react';
import type { TAdoptionStatus } from '../../../src-shared/enums';
import { EmptyMessage } from '../../shared/EmptyMessage';
import { trpc } from '../../shared/trpc';
import { useFormat } from '../../shared/use-format';
import { PagedRecords } from '../components/PagedRecords';
import type { TListState } from '../components/use-list-state';
import { useMay } from '../session/use-may';
import { adoptionColumns } from './adoption-columns';

/** One status tab of the adoptions: a page of them, newest first, matching the search. */
export function AdoptionsTable({ status, list }: { status: TAdoptionStatus | null; list: TListState }) {
  const format = useFormat();
  const mayWrite = useMay('records:write');
  const columns = useMemo(() => adoptionColumns(format, mayWrite), [format, mayWrite]);
  const query = trpc.adoptions.page.useQuery(
    { ...(status ? { status } : {}), ...(list.q ? { q: list.q } : {}), limit: list.pageSize, offset: list.offset },
    { placeholderData: keepPreviousData },
  );
  const empty = list.q ? (
    <EmptyMessage
      icon={SearchXIcon}
      title="No adoptions match your search"
      description={`Nothing found for “${list.q}”. Try an adopter’s name, email or phone, or an animal’s name or ID.`}
    />
  ) : (
    <EmptyMessage
      icon={HeartHandshakeIcon}
      title={status ? `No ${status.toLowerCase()} adoptions` : 'No adoptions yet'}
      description="Choose an available animal above and process its adoption."
    />
  );
  return (
    <PagedRecords
      query={query}
      list={list}
      label="Adoptions"
      noun="adoptions"
      errorPrefix="Error loading adoptions data: "
      columns={columns}
      rowKey={(adoption) => adoption.id}
      empty={empty}
    />
  );
}
