'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useId, useRef, useState } from 'react';

import { ChevronDownIcon, ExternalIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';

import styles from './footer.module.css';

export type FooterLink = { key: string; label: string; href: string };

/** The landing footer's "About" chooser: each entry opens its document in a new tab. */
export function AboutSelect({ links }: { links: FooterLink[] }) {
  const t = useTranslations('Footer');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const container = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, trigger, close);

  return (
    <div className={styles.about} ref={container}>
      <button
        ref={trigger}
        type="button"
        className={styles.aboutButton}
        aria-expanded={open}
        aria-controls={listId}
        data-testid="about-select"
        onClick={() => setOpen((v) => !v)}
      >
        {t('about')}
        <ChevronDownIcon size={16} />
      </button>
      {open ? (
        <ul id={listId} className={styles.aboutList}>
          {links.map((link) => (
            <li key={link.key}>
              <a
                href={link.href}
                target="_blank"
                rel="noopener noreferrer"
                className={styles.aboutItem}
                onClick={close}
              >
                {link.label}
                <ExternalIcon size={14} />
                <span className="visually-hidden">({t('opensInNewTab')})</span>
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
