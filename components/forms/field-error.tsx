import styles from './forms.module.css';

/**
 * A field's error text: the target of its input's aria-describedby (`id`), announced politely when it
 * changes; `name` gives tests a handle on it.
 */
export function FieldError({
  id,
  name,
  error,
  className = styles.error,
}: {
  id: string;
  name: string;
  error?: string;
  className?: string;
}) {
  return (
    <p id={id} className={className} aria-live="polite" data-testid={`error-${name}`}>
      {error}
    </p>
  );
}
