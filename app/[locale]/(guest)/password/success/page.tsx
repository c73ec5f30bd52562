import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { ResultCard } from '@/components/auth/result-card';
import { buttonClass } from '@/components/ui/button';
import { Link } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('PasswordSuccess');
  return { title: t('title') };
}

/** SPEC §2 Profile screens: the page after a password change. */
export default async function PasswordSuccessPage() {
  const t = await getTranslations('PasswordSuccess');
  return (
    <ResultCard
      tone="success"
      title={t('title')}
      testId="password-success"
      actions={
        <Link href={ROUTES.login} className={buttonClass('primary', 'l')}>
          {t('backToLogin')}
        </Link>
      }
    >
      <p>
        <strong>{t('text')}</strong>
      </p>
      <p>{t('remember')}</p>
    </ResultCard>
  );
}
