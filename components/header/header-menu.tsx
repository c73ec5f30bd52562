'use client';

import type { ReactNode } from 'react';

import { useHydrated } from '@/components/forms/use-hydrated';
import { useDisclosure } from '@/components/ui/use-disclosure';

import styles from './header.module.css';

type Props = {
  /** The button's content; `open` tells whether its popup shows (always false before hydration). */
  face: (open: boolean) => ReactNode;
  faceClass: string | undefined;
  testId: string;
  title?: string;
  /** The popup, given the id the button controls and a way to close it after a choice. */
  popup: (menu: { id: string; close: () => void }) => ReactNode;
};

/**
 * A header button with its popup (language, account, the phone menu). Before hydration — or with no
 * JavaScript at all — it is a native `<details>`, whose summary opens the same popup without script, so
 * changing the language and logging out still work; once React runs, a button with useDisclosure's
 * Escape, outside click and aria-expanded.
 */
export function HeaderMenu({ face, faceClass, testId, title, popup }: Props) {
  const { open, id, container, triggerProps, close } = useDisclosure();
  const hydrated = useHydrated();

  if (!hydrated) {
    return (
      <details className={`${styles.menuWrap} ${styles.native}`}>
        <summary className={faceClass} title={title} data-testid={testId}>
          {face(false)}
        </summary>
        {popup({ id, close })}
      </details>
    );
  }
  return (
    <div className={styles.menuWrap} ref={container}>
      <button {...triggerProps} className={faceClass} title={title} data-testid={testId}>
        {face(open)}
      </button>
      {open ? popup({ id, close }) : null}
    </div>
  );
}
