import { useLingui } from '@lingui/react/macro';
import { Search, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/cn';

/** Spec section 9: the search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 300;
/** Spec section 9: suggestions stay this long after the field loses focus, so a click on one lands. */
export const SEARCH_BLUR_DELAY_MS = 150;

type SearchInputProps = Omit<
  ComponentProps<'input'>,
  'type' | 'value' | 'defaultValue' | 'onChange' | 'onKeyDown' | 'onFocus' | 'onBlur' | 'role'
> & {
  defaultValue?: string;
  /** Called with the trimmed query 300 ms after typing stops, at once on Enter or clear. */
  onSearch: (query: string) => void;
  /** Offered under the field; the user picks one with the arrows and Enter, or a click. */
  suggestions?: readonly string[];
  onSuggestionSelect?: (suggestion: string) => void;
};

/**
 * A search field. Escape closes the open suggestions, and clears the field when none are open.
 * Keep it mounted with a new `key` to reset it from outside.
 */
export function SearchInput({
  className,
  defaultValue = '',
  onSearch,
  suggestions,
  onSuggestionSelect,
  ...props
}: SearchInputProps) {
  const { t } = useLingui();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(defaultValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const searched = useRef(defaultValue.trim());
  const debounceTimer = useRef<number>(undefined);
  const blurTimer = useRef<number>(undefined);

  useEffect(
    () => () => {
      window.clearTimeout(debounceTimer.current);
      window.clearTimeout(blurTimer.current);
    },
    [],
  );

  const options = suggestions ?? [];
  const showList = open && options.length > 0;
  // Without a visible <Label htmlFor={id}> or aria-labelledby the field still has a name.
  const labelled = props.id !== undefined || props['aria-labelledby'] !== undefined;

  function search(text: string) {
    window.clearTimeout(debounceTimer.current);
    const trimmed = text.trim();
    if (trimmed === searched.current) return;
    searched.current = trimmed;
    onSearch(trimmed);
  }

  function change(text: string) {
    setQuery(text);
    setActive(-1);
    setOpen(text !== '');
    window.clearTimeout(debounceTimer.current);
    debounceTimer.current = window.setTimeout(() => search(text), SEARCH_DEBOUNCE_MS);
  }

  function clear() {
    setQuery('');
    setOpen(false);
    setActive(-1);
    search('');
    inputRef.current?.focus();
  }

  function pick(suggestion: string) {
    setQuery(suggestion);
    setOpen(false);
    setActive(-1);
    search(suggestion);
    onSuggestionSelect?.(suggestion);
    inputRef.current?.focus();
  }

  function move(step: number) {
    if (options.length === 0) return;
    setOpen(true);
    // -1 is the field itself: the arrows cycle through the suggestions and back to it.
    const stops = options.length + 1;
    setActive((index) => ((index + 1 + step + stops) % stops) - 1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter') {
      const suggestion = showList ? options[active] : undefined;
      if (suggestion !== undefined) {
        event.preventDefault();
        pick(suggestion);
      } else {
        setOpen(false);
        search(query);
      }
    } else if (event.key === 'Escape' && (showList || query !== '')) {
      // Handled here, so an enclosing dialog does not close as well.
      event.preventDefault();
      event.stopPropagation();
      if (showList) {
        setOpen(false);
        setActive(-1);
      } else {
        clear();
      }
    }
  }

  return (
    <div data-slot="search-input" className={cn('relative', className)}>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-muted-foreground"
      />
      <Input
        ref={inputRef}
        type="text"
        autoComplete="off"
        aria-label={labelled ? undefined : t`Search`}
        {...props}
        // A field that never offers suggestions is a plain search box.
        role={suggestions ? 'combobox' : 'searchbox'}
        aria-autocomplete={suggestions ? 'list' : undefined}
        aria-expanded={suggestions ? showList : undefined}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        className="px-8"
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => change(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onFocus={() => window.clearTimeout(blurTimer.current)}
        onBlur={() => {
          blurTimer.current = window.setTimeout(() => {
            setOpen(false);
            setActive(-1);
          }, SEARCH_BLUR_DELAY_MS);
        }}
      />
      {query !== '' ? (
        <Button
          variant="ghost"
          size="icon"
          className="absolute top-1/2 right-1 size-7 -translate-y-1/2"
          aria-label={t`Clear search`}
          onClick={clear}
        >
          <X />
        </Button>
      ) : null}
      {showList ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t`Suggestions`}
          className="absolute z-50 mt-1 max-h-64 w-full overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
        >
          {options.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className="cursor-default rounded-sm px-2 py-1.5 text-sm hover:bg-accent hover:text-accent-foreground aria-selected:bg-accent aria-selected:text-accent-foreground"
              onClick={() => pick(suggestion)}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
