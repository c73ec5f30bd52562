import styles from './spinner.module.css';

/** A loading indicator; `label` is announced to assistive technology. */
export function Spinner({ label, size = 40 }: { label: string; size?: number }) {
  return (
    <span role="status" className={styles.wrap}>
      <span className={styles.spinner} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
