'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore } from 'react';

import styles from './combobox.module.css';
import { ChevronDownIcon } from './icons';

export type Option = { value: string; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The form field name; posted by the native select before hydration and a hidden input after. */
  name?: string;
  disabled?: boolean;
  /** The search box's placeholder once the combobox is live. */
  placeholder?: string;
  /** Lets a form library focus the input (first invalid field). */
  inputRef?: React.Ref<HTMLInputElement>;
};

/** PageUp/PageDown step: about what the 260 px list shows at once. */
const PAGE_SIZE = 10;

const subscribeNothing = () => () => {};

/**
 * False on the server and while hydrating, true right after: the server snapshot keeps hydration
 * identical to the server HTML, and React re-renders with the client snapshot synchronously at the
 * end of hydration (a useEffect state flip would leave a task in between where the page reports
 * itself interactive but still shows the select). Client-side navigations start at true.
 */
function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrows, Home, End,
 * PageUp and PageDown to move, Enter to pick, Escape to close. No match shows 'Element not found'
 * (SPEC §2). Until JavaScript runs it is a native select with the same name, so the form posts without it.
 */
export function Combobox(props: Props) {
  const { label, error, name } = props;
  const id = useId();
  const errorId = `${id}-error`;
  const hydrated = useHydrated();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {hydrated ? <SearchableControl id={id} {...props} /> : <NativeControl id={id} {...props} />}
      <p id={errorId} className={styles.error} aria-live="polite" data-testid={`error-${name ?? id}`}>
        {error}
      </p>
    </div>
  );
}

type ControlProps = Props & { id: string };

function NativeControl({ id, options, value, onChange, error, name, disabled }: ControlProps) {
  const t = useTranslations('Select');
  return (
    <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
      <select
        id={id}
        name={name}
        className={`${styles.input} ${styles.select}`}
        value={value}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
        // Marks a fallback still waiting for its Suspense boundary to hydrate (e2e waits it out).
        data-prehydration=""
      >
        <option value="">{t('choose')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={18} className={`${styles.chevron} ${styles.selectChevron}`} />
    </div>
  );
}

/**
 * Whether `query` occurs in `text` as the collator sees it (case and accents aside, in the page's
 * language: "cote" finds "Côte d'Ivoire", "ital" finds Turkish "İtalya"). Windows one shorter and
 * longer than the query catch letters that collate as two ("ß" and "ss").
 */
function containsQuery(collator: Intl.Collator, text: string, query: string): boolean {
  for (const size of [query.length, query.length - 1, query.length + 1]) {
    if (size < 1 || size > text.length) continue;
    for (let start = 0; start + size <= text.length; start += 1) {
      if (collator.compare(text.slice(start, start + size), query) === 0) return true;
    }
  }
  return false;
}

/** One form for what the collator keeps apart but readers do not: composed accents, curly apostrophes. */
function fold(text: string): string {
  return text.normalize().replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'");
}

function SearchableControl({
  id,
  label,
  options,
  value,
  onChange,
  error,
  name,
  disabled,
  placeholder,
  inputRef,
}: ControlProps) {
  const t = useTranslations('Select');
  const locale = useLocale();
  const listId = `${id}-list`;
  const listRef = useRef<HTMLUListElement>(null);
  const selected = options.find((o) => o.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const collator = useMemo(
    () => new Intl.Collator(locale, { usage: 'search', sensitivity: 'base' }),
    [locale],
  );
  const filtered = useMemo(() => {
    const q = fold((query ?? '').trim());
    if (!q) return options;
    return options.filter(
      (o) => containsQuery(collator, fold(o.label), q) || collator.compare(o.value, q) === 0,
    );
  }, [options, query, collator]);
  const last = Math.max(0, filtered.length - 1);
  const activeOption = open ? filtered[active] : undefined;

  useEffect(() => {
    // Keyboard moves past the visible part of the list must take the list (and page) with them.
    if (!open) return;
    const element = listRef.current?.children[active];
    if (element instanceof HTMLElement) element.scrollIntoView?.({ block: 'nearest' });
  }, [open, active, filtered]);

  function pick(option: Option) {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  }

  function moveTo(index: number) {
    setActive(Math.min(last, Math.max(0, index)));
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    const { key } = event;
    if (key === 'ArrowDown') {
      event.preventDefault();
      if (open) moveTo(active + 1);
      else {
        setOpen(true);
        // Opening lands on the current choice, so the reader sees where they are.
        moveTo(selected ? filtered.indexOf(selected) : 0);
      }
      return;
    }
    if (key === 'Escape') {
      setOpen(false);
      setQuery(null);
      return;
    }
    // The other keys act on the open list; with it closed they keep their text-editing meaning.
    if (!open) return;
    const targets: Record<string, number> = {
      ArrowUp: active - 1,
      Home: 0,
      End: last,
      PageUp: active - PAGE_SIZE,
      PageDown: active + PAGE_SIZE,
    };
    if (key in targets) {
      event.preventDefault();
      moveTo(targets[key]!);
    } else if (key === 'Enter') {
      event.preventDefault();
      if (activeOption) pick(activeOption);
    }
  }

  return (
    <>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeOption ? `${id}-opt-${activeOption.value}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          autoComplete="off"
          disabled={disabled}
          placeholder={placeholder ?? t('search')}
          value={query ?? selected?.label ?? ''}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => setOpen(true)}
          onBlur={() => {
            setOpen(false);
            setQuery(null);
          }}
          onKeyDown={onKeyDown}
        />
        <ChevronDownIcon size={18} className={styles.chevron} />
      </div>
      {/* The search box shows a label, not the value: the value rides along for a native form post. */}
      {name ? <input type="hidden" name={name} value={value} disabled={disabled} /> : null}
      {open ? (
        <ul id={listId} ref={listRef} role="listbox" className={styles.list} aria-label={label}>
          {filtered.length === 0 ? (
            <li className={styles.empty} role="option" aria-disabled="true" aria-selected="false">
              {t('notFound')}
            </li>
          ) : (
            filtered.map((option, index) => (
              <li
                key={option.value}
                id={`${id}-opt-${option.value}`}
                role="option"
                aria-selected={option.value === value}
                className={`${styles.option} ${index === active ? styles.active : ''}`}
                onMouseDown={(event) => {
                  // Keep focus in the input so blur does not close the list before the pick.
                  event.preventDefault();
                  pick(option);
                }}
                onMouseEnter={() => setActive(index)}
              >
                {option.label}
              </li>
            ))
          )}
        </ul>
      ) : null}
    </>
  );
}
