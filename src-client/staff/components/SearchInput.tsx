import { CloseButton, Input, InputGroup } from '@chakra-ui/react';
import { SearchIcon } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';

/** How long typing pauses before the list is searched: one request per word, not per key. */
const SEARCH_DELAY_MS = 300;

/**
 * A list's search box. It searches once typing pauses, at once on Enter, and follows the committed
 * text when that changes elsewhere (Back, a link).
 */
export function SearchInput({ value, onSearch, label, placeholder }: { value: string; onSearch: (text: string) => void; label: string; placeholder: string }) {
  const [text, setText] = useState(value);
  const [committed, setCommitted] = useState(value);
  if (value !== committed) {
    // Adjusting state while rendering (React's pattern for following a prop) rather than in an effect.
    setCommitted(value);
    if (value !== text.trim()) setText(value);
  }

  const search = useEffectEvent((query: string) => onSearch(query));
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => search(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value]);

  return (
    <form
      role="search"
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <InputGroup
        startElement={<SearchIcon size="16" aria-hidden />}
        endElement={
          text ? (
            <CloseButton
              size="2xs"
              aria-label="Clear search"
              onClick={() => {
                setText('');
                onSearch('');
              }}
            />
          ) : undefined
        }
      >
        <Input type="search" aria-label={label} placeholder={placeholder} value={text} onChange={(event) => setText(event.target.value)} />
      </InputGroup>
    </form>
  );
}
