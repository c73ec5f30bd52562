import { useLocale, useTranslations } from 'next-intl';

import { ExternalIcon } from '@/components/ui/icons';

import { AboutSelect, type FooterLink } from './about-select';
import { documentUrl, IMPRINT_PATH, LEGAL_DOCUMENTS } from './documents';
import styles from './footer.module.css';

type Props = { company: string; cdn: string; tone?: 'light' | 'dark' };

function Copyright({ company }: { company: string }) {
  const t = useTranslations('Footer');
  return <p className={styles.copyright}>{t('copyright', { year: new Date().getFullYear(), company })}</p>;
}

function useDocumentLinks(cdn: string): FooterLink[] {
  const t = useTranslations('Footer');
  const locale = useLocale();
  return LEGAL_DOCUMENTS.map((doc) => ({
    key: doc.key,
    label: t(doc.key),
    href: documentUrl(cdn, locale, doc.file),
  }));
}

/** Landing: the copyright line with the trademark notice (SPEC §1), and the About chooser. */
export function LandingFooter({ company, cdn, tone = 'light' }: Props) {
  const t = useTranslations('Footer');
  const links = [{ key: 'imprint', label: t('imprint'), href: IMPRINT_PATH }, ...useDocumentLinks(cdn)];
  return (
    <footer className={`${styles.footer} ${styles.landing} ${styles[tone]}`} data-testid="landing-footer">
      <div className={styles.landingNotices}>
        <Copyright company={company} />
        <p className={`${styles.trademark} ${styles.landingTrademark}`}>{t('trademark')}</p>
      </div>
      <AboutSelect links={links} />
    </footer>
  );
}

/** Logged in: About and Help columns, and the trademark notice. */
export function AccountFooter({ company, cdn }: Props) {
  const t = useTranslations('Footer');
  const docs = useDocumentLinks(cdn);
  return (
    <footer className={`${styles.footer} ${styles.account}`} data-testid="account-footer">
      <div className={styles.columns}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={styles.heading}>
            {t('about')}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={IMPRINT_PATH} target="_blank" rel="noopener noreferrer">
                {t('imprint')}
                <span className="visually-hidden"> ({t('opensInNewTab')})</span>
              </a>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-help">
          <h2 id="footer-help" className={styles.heading}>
            {t('help')}
          </h2>
          <ul className={styles.list}>
            {docs.map((doc) => (
              <li key={doc.key}>
                <a href={doc.href} target="_blank" rel="noopener noreferrer">
                  {doc.label}
                  <ExternalIcon size={14} />
                  <span className="visually-hidden"> ({t('opensInNewTab')})</span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <p className={styles.trademark}>{t('trademark')}</p>
      <Copyright company={company} />
    </footer>
  );
}

/** Guest pages: only the copyright line. */
export function GuestFooter({ company }: Pick<Props, 'company'>) {
  return (
    <footer className={`${styles.footer} ${styles.guest}`} data-testid="guest-footer">
      <Copyright company={company} />
    </footer>
  );
}
