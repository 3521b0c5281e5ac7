import { Box, CloseButton, Dialog, Input, InputGroup, Portal, Spinner, Text, useBreakpointValue } from '@chakra-ui/react';
import { keepPreviousData } from '@tanstack/react-query';
import { SearchIcon } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_MIN_LENGTH } from '../../../src-shared/schemas/search';
import { errorMessage } from '../../shared/errors';
import { trpc } from '../../shared/trpc';
import { useDebouncedValue } from '../records/use-debounced-value';
import { searchSections, stepOption, type TSearchOption } from './search-sections';

/**
 * The box and its answer. It mounts with the dialog, so every opening starts empty. The input is
 * a combobox owning the list: the arrow keys move the active line (aria-activedescendant), Enter
 * opens it, and the dialog closes on Escape.
 */
function SearchPanel({ inputRef, onOpen }: { inputRef: RefObject<HTMLInputElement | null>; onOpen: (option: TSearchOption) => void }) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const q = useDebouncedValue(typed).trim();
  const typing = typed.trim() !== q;
  const searchable = q.length >= SEARCH_MIN_LENGTH;
  const query = trpc.search.all.useQuery({ q }, { enabled: searchable, placeholderData: keepPreviousData });
  const sections = useMemo(() => (searchable && query.data ? searchSections(query.data, q) : []), [searchable, query.data, q]);
  const options = sections.flatMap((section) => section.options);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  // A new answer starts on its first line; the line moved to stays active while the answer does.
  const active = Math.max(
    0,
    options.findIndex((option) => option.key === activeKey),
  );
  const activeOption = options[active];
  const searching = typing || (searchable && query.isFetching);
  const optionId = (option: TSearchOption) => `${listId}-${option.key}`;

  useEffect(() => {
    if (activeOption) document.getElementById(optionId(activeOption))?.scrollIntoView({ block: 'nearest' });
  });

  // Enter pressed before the answer came (a chip scanner types the number and Enter at once) opens its first line once it comes.
  const [openOnAnswerTo, setOpenOnAnswerTo] = useState<string | null>(null);
  const firstOption = options[0];
  useEffect(() => {
    if (openOnAnswerTo === q && !searching && firstOption) onOpen(firstOption);
  }, [openOnAnswerTo, q, searching, firstOption, onOpen]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = options[stepOption(activeOption ? active : -1, options.length, event.key === 'ArrowDown' ? 1 : -1)];
      if (next) setActiveKey(next.key);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (searching) setOpenOnAnswerTo(typed.trim());
      else if (activeOption) onOpen(activeOption);
    }
  };

  const status = !searchable ? (
    <Text color="fg.muted" fontSize="sm">
      Type at least {SEARCH_MIN_LENGTH} characters: an animal’s name, ID or microchip number, a person’s name, e-mail or phone, or an application’s reference.
    </Text>
  ) : query.isError ? (
    <Text color="fg.error" fontSize="sm" role="alert">
      The search failed: {errorMessage(query.error)}
    </Text>
  ) : !searching && query.data && !options.length ? (
    <Text color="fg.muted" fontSize="sm">
      Nothing found for “{q}”.
    </Text>
  ) : null;

  return (
    <>
      <Dialog.Header pe="12" pb="3">
        <InputGroup
          startElement={<SearchIcon size="16" aria-hidden />}
          endElement={searching && searchable ? <Spinner size="xs" color="fg.muted" /> : undefined}
        >
          <Input
            ref={inputRef}
            type="search"
            role="combobox"
            aria-label="Search animals, people and applications"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeOption ? optionId(activeOption) : undefined}
            autoComplete="off"
            placeholder="Name, ID, microchip, e-mail, phone or reference"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            onKeyDown={onKeyDown}
            // The words whose answer is listed, and whether a newer answer is on its way (the e2e tests wait for it).
            data-search={q}
            data-searching={searching}
          />
        </InputGroup>
      </Dialog.Header>
      <Dialog.Body pt="0" pb="4" minH="24">
        {status}
        {/* Grouped options as the WAI-ARIA practices' listbox does: each group named by its heading line. */}
        <Box id={listId} role="listbox" aria-label="Search results" aria-busy={searching}>
          {sections.map((section) => {
            const headingId = `${listId}-${section.heading}`;
            return (
              <Box as="ul" key={section.heading} role="group" aria-labelledby={headingId} listStyleType="none" mt="3">
                <Box as="li" role="presentation" id={headingId} fontSize="xs" fontWeight="semibold" color="fg.muted" textTransform="uppercase" px="2" mb="1">
                  {section.heading}
                </Box>
                {section.options.map((option) => {
                  const selected = option === activeOption;
                  return (
                    <Box
                      as="li"
                      key={option.key}
                      id={optionId(option)}
                      role="option"
                      aria-selected={selected}
                      px="2"
                      py="1.5"
                      rounded="md"
                      cursor="pointer"
                      colorPalette="blue"
                      bg={selected ? 'colorPalette.subtle' : undefined}
                      onMouseMove={() => !selected && setActiveKey(option.key)}
                      onClick={() => onOpen(option)}
                    >
                      <Text fontWeight="medium" truncate>
                        {option.label}
                      </Text>
                      <Text fontSize="sm" color="fg.muted" truncate>
                        {option.sublabel}
                      </Text>
                    </Box>
                  );
                })}
              </Box>
            );
          })}
        </Box>
      </Dialog.Body>
    </>
  );
}

/** The console's search (docs/domain.md#search), opened by the top bar's button and Ctrl/⌘-K; on a phone it fills the screen. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const size = useBreakpointValue({ base: 'full', md: 'lg' } as const, { ssr: false }) ?? 'lg';
  const openRecord = (option: TSearchOption) => {
    // Once: a second Enter, or an answer arriving, while the dialog closes opens nothing more.
    if (!open) return;
    onOpenChange(false);
    void navigate(option.url);
  };
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
      size={size}
      placement="top"
      scrollBehavior="inside"
      initialFocusEl={() => inputRef.current}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label="Search">
            <SearchPanel inputRef={inputRef} onOpen={openRecord} />
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close search" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
