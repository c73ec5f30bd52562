'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';

import { ArrowUpIcon } from '@/components/ui/icons';

import styles from './scroll-to-top.module.css';

/** Appears after scrolling 1.5 screen heights (SPEC §2). */
export function ScrollToTop() {
  const t = useTranslations('ScrollTop');
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > window.innerHeight * 1.5);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('label')}
      data-testid="scroll-to-top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <ArrowUpIcon />
    </button>
  );
}
