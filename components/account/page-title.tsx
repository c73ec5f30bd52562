import type { ReactNode } from 'react';

import styles from './account.module.css';

export function PageTitle({ children }: { children: ReactNode }) {
  return <h1 className={styles.pageTitle}>{children}</h1>;
}
