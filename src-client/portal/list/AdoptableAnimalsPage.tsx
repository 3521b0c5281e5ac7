import { HeartHandshakeIcon, SearchXIcon, TriangleAlertIcon } from 'lucide-react';
import { useCallback, useDeferredValue, useMemo } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { BusyButton } from '../common/BusyButton';
import { PortalMessage } from '../common/PortalMessage';
import { TryAgainButton } from '../common/TryAgainButton';
import { useFailureToast } from '../common/use-failure-toast';
import { usePageTitle } from '../common/use-page-title';
import { AnimalCard } from './AnimalCard';
import { AnimalCardSkeleton } from './AnimalCardSkeleton';
import { AnimalFilters } from './AnimalFilters';
import { filtersFromSearch, hasFilters, NO_FILTERS, searchFromFilters, type TAnimalFilters } from './animal-filters';
import { PORTAL_PAGE_SIZE } from '../../../src-shared/paging';
import { flattenPages, useAdoptableAnimals } from './use-adoptable-animals';
import { useFocusNewItems } from './use-focus-new-items';

/** A wide screen shows four across: the first row is what a visitor sees before scrolling. */
const FIRST_ROW = 4;
const FAILED = 'Failed to fetch adoptable animals';

const animalsCount = (n: number) => `${n} ${n === 1 ? 'animal' : 'animals'}`;

/** The adoption portal's front page, /public: every adoptable animal, filtered and a page at a time. */
export function AdoptableAnimalsPage() {
  usePageTitle('Adoptable Animals');
  const { search } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => filtersFromSearch(searchParams), [searchParams]);
  // Filtering replaces the address rather than adding to history: Back leaves the list.
  const setFilters = useCallback((next: TAnimalFilters) => setSearchParams(searchFromFilters(next), { replace: true }), [setSearchParams]);
  const list = useAdoptableAnimals(filters);
  // New results are rendered in slices React can interrupt: typing in the filters stays responsive
  // (and the placeholders stay up until the cards are ready).
  const pages = useDeferredValue(list.data);
  const { animals, total } = useMemo(() => flattenPages(pages), [pages]);
  const busy = list.isPlaceholderData;
  const { container, expectMore } = useFocusNewItems<HTMLDivElement>(animals.length);

  useFailureToast(list.isError && !list.isFetchNextPageError, FAILED);
  useFailureToast(list.isFetchNextPageError, FAILED);

  let results;
  if (!pages && !list.isError) {
    results = (
      <div className="animal-grid" role="status" aria-label="Loading adoptable animals">
        {Array.from({ length: 8 }, (_, index) => (
          <AnimalCardSkeleton key={index} />
        ))}
      </div>
    );
  } else if (!pages) {
    results = (
      <PortalMessage icon={TriangleAlertIcon} text={`${FAILED}. Please try again later.`} alert>
        <TryAgainButton />
      </PortalMessage>
    );
  } else if (total === 0 && hasFilters(filters)) {
    results = (
      <PortalMessage icon={SearchXIcon} title="No animals match your search" text="Try another species or sex, or a different word.">
        <button type="button" className="button outline" onClick={() => setFilters(NO_FILTERS)}>
          Clear filters
        </button>
      </PortalMessage>
    );
  } else if (total === 0) {
    results = (
      <PortalMessage
        icon={HeartHandshakeIcon}
        title="No Animals Available for Adoption"
        text="Every animal in our care has found a home for now. New friends arrive often: please check back soon, or get in touch."
      >
        <a className="button" href="#contact">
          Contact Us
        </a>
      </PortalMessage>
    );
  } else {
    results = (
      <div className="stack">
        <div ref={container} className="animal-grid" aria-busy={busy}>
          {animals.map((animal, index) => (
            <AnimalCard key={animal.id} animal={animal} eager={index < FIRST_ROW} priority={index === 0} listSearch={search} />
          ))}
        </div>
        {list.hasNextPage && (
          <BusyButton
            className="outline large show-more"
            busy={list.isFetchingNextPage}
            busyText="Loading more…"
            onClick={() => {
              expectMore();
              void list.fetchNextPage();
            }}
          >
            Show more
          </BusyButton>
        )}
      </div>
    );
  }

  return (
    <div className="stack page">
      <div className="intro">
        <h1 className="page-title">Adoptable Animals</h1>
        <p className="lead">Every one of them is waiting for a loving home. Meet them here, then apply to adopt online in a few minutes.</p>
      </div>
      <AnimalFilters filters={filters} onChange={setFilters} />
      {/* Read out as the list changes: how many animals match, and how many are shown. */}
      <p role="status" className="result-count">
        {total > 0 && (total > PORTAL_PAGE_SIZE ? `Showing ${animals.length} of ${animalsCount(total)}` : animalsCount(total))}
      </p>
      {results}
    </div>
  );
}
