'use client';

import { useTranslations } from 'next-intl';
import { useId, useMemo, useState } from 'react';

import { ChevronDownIcon } from './icons';
import styles from './combobox.module.css';

export type Option = { value: string; label: string };

type Props = {
  label: string;
  options: readonly Option[];
  value: string;
  onChange: (value: string) => void;
  error?: string;
  name?: string;
  disabled?: boolean;
  placeholder?: string;
  /** Lets a form library focus the input (first invalid field). */
  inputRef?: React.Ref<HTMLInputElement>;
};

/**
 * A searchable select (WAI-ARIA combobox with a listbox popup): type to filter, arrows to move,
 * Enter to pick, Escape to close. No match shows 'Element not found' (SPEC §2).
 */
export function Combobox({
  label,
  options,
  value,
  onChange,
  error,
  name,
  disabled,
  placeholder,
  inputRef,
}: Props) {
  const t = useTranslations('Select');
  const id = useId();
  const listId = `${id}-list`;
  const errorId = `${id}-error`;
  const selected = options.find((o) => o.value === value);
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);

  const filtered = useMemo(() => {
    const q = (query ?? '').trim().toLocaleLowerCase();
    return q
      ? options.filter((o) => o.label.toLocaleLowerCase().includes(q) || o.value.toLowerCase() === q)
      : options;
  }, [options, query]);

  function pick(option: Option) {
    onChange(option.value);
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      setActive((i) => Math.min(filtered.length - 1, open ? i + 1 : 0));
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => Math.max(0, i - 1));
    } else if (event.key === 'Enter' && open) {
      event.preventDefault();
      const option = filtered[active];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setQuery(null);
    }
  }

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          ref={inputRef}
          id={id}
          name={name}
          className={styles.input}
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={
            open && filtered[active] ? `${id}-opt-${filtered[active]!.value}` : undefined
          }
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
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
      {open ? (
        <ul id={listId} role="listbox" className={styles.list} aria-label={label}>
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
      <p id={errorId} className={styles.error} aria-live="polite" data-testid={`error-${name ?? id}`}>
        {error}
      </p>
    </div>
  );
}
