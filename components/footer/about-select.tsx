'use client';

import { useTranslations } from 'next-intl';

import { ChevronDownIcon, ExternalIcon } from '@/components/ui/icons';
import { useDisclosure } from '@/components/ui/use-disclosure';

import styles from './footer.module.css';

export type FooterLink = { key: string; label: string; href: string };

/** The landing footer's "About" chooser: each entry opens its document in a new tab. */
export function AboutSelect({ links }: { links: FooterLink[] }) {
  const t = useTranslations('Footer');
  const { open, id: listId, container, triggerProps, close } = useDisclosure();

  return (
    <div className={styles.about} ref={container}>
      <button {...triggerProps} className={styles.aboutButton} data-testid="about-select">
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
