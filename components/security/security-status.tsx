import { useTranslations } from 'next-intl';

import { AlertIcon, ChevronEndIcon } from '@/components/ui/icons';
import { Link } from '@/lib/i18n/navigation';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import type { TTwoFaOverview } from '@/lib/schemas/two-fa';
import { blockedBy, TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { MethodIcon } from './method-icon';
import styles from './security.module.css';

const ORDER: TTwoFaType[] = ['TELEGRAM', 'GOOGLE_AUTHENTICATOR', 'EMAIL'];
/** Methods that live in an app: their cards name the stores (SPEC §2: links empty and disabled). */
const IN_AN_APP = new Set<TTwoFaType>(['TELEGRAM', 'GOOGLE_AUTHENTICATOR']);

/**
 * SPEC §2 Security status: a card per method on offer, Activated or Deactivated, linking to its
 * wizard unless another method is active; a warning when the portal offers none.
 */
export function SecurityStatus({ overview }: { overview: TTwoFaOverview }) {
  const t = useTranslations('Security');
  const tLogin = useTranslations('Login');
  const shown = ORDER.filter(
    (type) => overview.available.includes(type) || overview.onlyDeactivate.includes(type),
  );
  const names: Record<TTwoFaType, string> = {
    TELEGRAM: t('telegram'),
    GOOGLE_AUTHENTICATOR: t('google'),
    EMAIL: t('email'),
  };
  const descriptions: Record<TTwoFaType, string> = {
    TELEGRAM: t('telegramDescription'),
    GOOGLE_AUTHENTICATOR: t('googleDescription'),
    EMAIL: t('emailDescription'),
  };

  return (
    <section className={styles.section} aria-labelledby="two-factor-title">
      <h2 id="two-factor-title" className={styles.sectionTitle}>
        {t('twoFactor')}
      </h2>
      {shown.length === 0 ? (
        <p className={styles.warning} role="status" data-testid="two-fa-not-available">
          <AlertIcon size={18} />
          <span>{t('notAvailable')}</span>
        </p>
      ) : (
        <ul className={styles.cards}>
          {shown.map((type) => {
            const active = overview.active === type;
            const blocker = blockedBy(type, overview.active);
            return (
              <li key={type} className={styles.methodCard} data-testid={`two-fa-card-${type}`}>
                <div className={styles.cardHead}>
                  <span className={`${styles.methodMark} ${active ? styles.markActive : ''}`}>
                    <MethodIcon type={type} />
                  </span>
                  <div className={styles.cardName}>
                    <h3 className={styles.cardTitle}>{names[type]}</h3>
                    <span
                      className={`${styles.badge} ${active ? styles.badgeOn : styles.badgeOff}`}
                      data-testid="two-fa-state"
                    >
                      {active ? t('activated') : t('deactivated')}
                    </span>
                  </div>
                </div>
                <p className={styles.cardText}>{descriptions[type]}</p>
                {IN_AN_APP.has(type) ? (
                  <p className={styles.stores}>
                    <span className={styles.storesLabel}>{t('getTheApp')}</span>
                    <a className={styles.store} aria-disabled="true" role="link">
                      {tLogin('appStore')}
                    </a>
                    <a className={styles.store} aria-disabled="true" role="link">
                      {tLogin('googlePlay')}
                    </a>
                  </p>
                ) : null}
                <div className={styles.cardFoot}>
                  {blocker ? (
                    <p className={styles.blocked}>{t('blockedBy', { method: names[blocker] })}</p>
                  ) : (
                    <Link
                      href={TWO_FA_ROUTES[type].wizard}
                      className={styles.cardLink}
                      data-testid={`two-fa-open-${type}`}
                    >
                      <span>{active ? t('manage') : t('setUp')}</span>
                      <span className="visually-hidden">: {names[type]}</span>
                      <ChevronEndIcon size={18} />
                    </Link>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
