import { Combobox, createListCollection, Field, Portal, Spinner, Text } from '@chakra-ui/react';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * What a search combobox's owner keeps: the text typed, the same text once typing pauses (what it
 * searches for), and whether typing has not paused yet.
 */
export function useSearchText(): { typed: string; search: string; typing: boolean; setTyped: (text: string) => void } {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed).trim();
  return { typed, search, typing: typed.trim() !== search, setTyped };
}

/**
 * What a picker that can create a record keeps besides its search: the last words typed (a new
 * record starts with them, when nobody matched), and the name of the one being created inline.
 */
export function useCreatableSearch() {
  const text = useSearchText();
  const lastTyped = useRef('');
  const [creating, setCreating] = useState<string | null>(null);
  const onType = (typed: string) => {
    if (typed.trim()) lastTyped.current = typed.trim();
    text.setTyped(typed);
  };
  return { text, onType, creating, startCreating: () => setCreating(lastTyped.current), stopCreating: () => setCreating(null) };
}

/**
 * A searchable choice of one record (an animal, a person, an organization): typing searches on
 * the server, so it works the same with ten records or ten thousand. The chosen record stays in
 * the list while another search is shown, so the box keeps its name. Inside a dialog it stays in
 * the dialog (`portalled` false), so the dialog's focus trap keeps working.
 */
export function SearchCombobox<T>({
  label,
  noun,
  items,
  value,
  onChange,
  keyOf,
  labelOf,
  renderItem,
  onType,
  searching,
  typed,
  loadFailed,
  emptyText,
  total,
  placeholder,
  portalled,
  required,
  disabled,
  errorText,
}: {
  label: string;
  /** What is chosen, for the buttons' names ("Clear the chosen animal"). */
  noun: string;
  items: readonly T[];
  value: T | null;
  onChange: (item: T | null) => void;
  keyOf: (item: T) => number;
  /** How the chosen record reads in the box. */
  labelOf: (item: T) => string;
  /** An option's content, with its `Combobox.ItemText`. */
  renderItem: (item: T) => ReactNode;
  onType: (text: string) => void;
  /** A search is on its way (typing, or the server has not answered yet). */
  searching: boolean;
  typed: string;
  loadFailed: boolean;
  emptyText: string;
  /** How many records the search found, of which `items` are the first: more says "Showing 20 of 240". */
  total: number;
  placeholder: string;
  portalled: boolean;
  required: boolean;
  disabled: boolean;
  errorText: ReactNode;
}) {
  const shown = useMemo(() => (value && !items.some((item) => keyOf(item) === keyOf(value)) ? [value, ...items] : items), [value, items, keyOf]);
  const collection = useMemo(
    () => createListCollection({ items: shown, itemToValue: (item) => String(keyOf(item)), itemToString: labelOf }),
    [shown, keyOf, labelOf],
  );

  const content = (
    <Combobox.Positioner>
      <Combobox.Content maxH="72" aria-busy={searching}>
        {loadFailed ? (
          <Text px="3" py="2" fontSize="sm" color="fg.error">
            The {noun}s could not be loaded.
          </Text>
        ) : (
          <Combobox.Empty>{searching ? 'Searching…' : emptyText}</Combobox.Empty>
        )}
        {collection.items.map((item) => (
          <Combobox.Item key={keyOf(item)} item={item}>
            {renderItem(item)}
            <Combobox.ItemIndicator />
          </Combobox.Item>
        ))}
        {!searching && total > items.length && (
          <Text px="3" py="2" fontSize="xs" color="fg.muted" borderTopWidth="1px">
            Showing {items.length} of {total}: type to narrow the list.
          </Text>
        )}
      </Combobox.Content>
    </Combobox.Positioner>
  );

  return (
    <Field.Root invalid={Boolean(errorText)} required={required} disabled={disabled}>
      <Combobox.Root
        collection={collection}
        value={value ? [String(keyOf(value))] : []}
        onValueChange={(details) => onChange(details.items[0] ?? null)}
        onInputValueChange={(details) => onType(details.reason === 'input-change' ? details.inputValue : '')}
        inputBehavior="autohighlight"
        openOnClick
        // In a dialog, whose body scrolls, the list is placed on the window: a short form would clip it.
        positioning={portalled ? undefined : { strategy: 'fixed' }}
        width="full"
      >
        {/* The field's label, styled as every form's; the field gives it to the combobox's input. */}
        <Field.Label>
          {label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Combobox.Control>
          {/* The words typed, and whether their answer is still on its way: on the box, which stays on the page when no option does. */}
          <Combobox.Input placeholder={placeholder} data-search={typed.trim()} data-searching={searching} />
          <Combobox.IndicatorGroup>
            {searching && typed ? <Spinner size="xs" color="fg.muted" /> : null}
            <Combobox.ClearTrigger aria-label={`Clear the chosen ${noun}`} />
            <Combobox.Trigger aria-label={`Show ${label.toLowerCase()} choices`} />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        {portalled ? <Portal>{content}</Portal> : content}
      </Combobox.Root>
      <Field.ErrorText>{errorText}</Field.ErrorText>
    </Field.Root>
  );
}
