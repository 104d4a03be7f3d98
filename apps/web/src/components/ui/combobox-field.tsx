import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { describedByOf, FieldMessages } from './field-messages';

export interface ComboboxOption {
  value: string;
  label: string;
  /** Shown after the label, smaller (e.g. a time zone's offset). */
  detail?: string;
  /** Other words that find this option (another language's name, an old spelling…). */
  keywords?: string;
}

interface ComboboxFieldProps {
  label: string;
  options: readonly ComboboxOption[];
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  placeholder?: string;
  error?: string | undefined;
  hint?: ReactNode;
  /** Said when the search matches nothing. */
  noResults: string;
  /** An emptied box clears the value (otherwise it returns to the current choice). */
  clearable?: boolean;
  /**
   * Writing direction of the option texts (IANA zone names are Latin, left to right). The box
   * itself keeps the page's direction, so its chevron and padding stay on the reading side.
   */
  optionDir?: 'ltr' | 'rtl' | 'auto';
  ref?: Ref<HTMLInputElement>;
  'data-testid'?: string;
}

/** Case, accents, underscores, Arabic/Persian letter variants and spacing do not matter to the search. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLocaleLowerCase('en')
    .replace(/[_/\-–()]/g, ' ')
    .replace(/ي/g, 'ی')
    .replace(/ك/g, 'ک')
    .replace(/\u200c/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Options whose text contains the query; those that start with it come first. */
export function filterOptions<T extends ComboboxOption>(options: readonly T[], query: string): T[] {
  const needle = normalizeSearch(query);
  if (!needle) return [...options];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const option of options) {
    const label = normalizeSearch(option.label);
    if (label.startsWith(needle)) starts.push(option);
    else if (
      label.includes(needle) ||
      normalizeSearch(`${option.detail ?? ''} ${option.keywords ?? ''}`).includes(needle)
    )
      contains.push(option);
  }
  return [...starts, ...contains];
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to choose, Escape to close. The value is always one of the options (or null).
 */
export function ComboboxField({
  label,
  options,
  value,
  onChange,
  onBlur,
  name,
  placeholder,
  error,
  hint,
  noResults,
  clearable = false,
  optionDir = 'auto',
  ref,
  'data-testid': testId,
}: ComboboxFieldProps) {
  const id = useId();
  const listId = `${id}-list`;
  const listRef = useRef<HTMLUListElement>(null);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const selected = useMemo(
    () => options.find((option) => option.value === value) ?? null,
    [options, value],
  );
  const matches = useMemo(() => filterOptions(options, query ?? ''), [options, query]);
  const activeIndex = Math.min(active, matches.length - 1);
  const activeOption = open && activeIndex >= 0 ? matches[activeIndex] : undefined;
  const optionId = (index: number) => `${id}-option-${index}`;

  useEffect(() => {
    if (!open || activeIndex < 0) return;
    listRef.current
      ?.querySelector(`[data-index="${activeIndex}"]`)
      ?.scrollIntoView({ block: 'nearest' });
  }, [open, activeIndex]);

  const openList = () => {
    if (open) return;
    const current = selected ? matches.indexOf(selected) : -1;
    setActive(Math.max(current, 0));
    setOpen(true);
  };

  const choose = (option: ComboboxOption) => {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  };

  const close = () => {
    setOpen(false);
    setQuery(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.min(activeIndex + 1, matches.length - 1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList();
        else setActive(Math.max(activeIndex - 1, 0));
        break;
      case 'PageDown':
        if (open) {
          event.preventDefault();
          setActive(Math.min(activeIndex + 10, matches.length - 1));
        }
        break;
      case 'PageUp':
        if (open) {
          event.preventDefault();
          setActive(Math.max(activeIndex - 10, 0));
        }
        break;
      case 'Enter':
        if (open && activeOption) {
          event.preventDefault();
          choose(activeOption);
        }
        break;
      case 'Escape':
        if (open || query !== null) {
          // Closing the list must not close a dialog around it.
          event.preventDefault();
          event.stopPropagation();
          close();
        }
        break;
      default:
        break;
    }
  };

  const describedBy = describedByOf(id, error, hint);

  return (
    <div className={`field combobox${error ? ' field-invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <div className="combobox-control">
        <input
          id={id}
          ref={ref}
          name={name}
          type="text"
          role="combobox"
          autoComplete="off"
          spellCheck={false}
          placeholder={placeholder}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? optionId(activeIndex) : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          data-testid={testId}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={openList}
          onKeyDown={onKeyDown}
          onBlur={() => {
            if (clearable && query !== null && query.trim() === '') onChange(null);
            close();
            onBlur?.();
          }}
        />
        <span className="combobox-chevron" aria-hidden="true" />
      </div>
      <ul
        id={listId}
        ref={listRef}
        role="listbox"
        aria-label={label}
        className="combobox-list"
        hidden={!open}
      >
        {open && matches.length === 0 ? (
          <li className="combobox-empty" role="presentation">
            {noResults}
          </li>
        ) : null}
        {open
          ? matches.map((option, index) => (
              <li
                key={option.value}
                id={optionId(index)}
                data-index={index}
                role="option"
                aria-selected={option.value === value}
                className={`combobox-option${index === activeIndex ? ' combobox-option-active' : ''}`}
                // Keep the focus in the box while choosing with the mouse.
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => {
                  if (index !== activeIndex) setActive(index);
                }}
              >
                <bdi dir={optionDir}>{option.label}</bdi>
                {option.detail ? (
                  <span className="combobox-detail" dir="auto">
                    {option.detail}
                  </span>
                ) : null}
              </li>
            ))
          : null}
      </ul>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
