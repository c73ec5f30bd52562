import { useTranslations } from 'next-intl';

import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';

import styles from './status-screen.module.css';

/**
 * SPEC §2: '404 - Page not found' with a link to home. The title says 404 itself: a large "404" above
 * it showed the number twice (issue 20).
 */
export function NotFoundContent() {
  const t = useTranslations('NotFound');
  return (
    <section className={styles.screen}>
      <h1 className={styles.title}>{t('title')}</h1>
      <p className={styles.message}>{t('text')}</p>
      <Link href="/" className={buttonClass('primary', 'l')} data-testid="not-found-home">
        {t('home')}
      </Link>
    </section>
  );
}
