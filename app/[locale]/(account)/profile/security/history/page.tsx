import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { SignInHistory } from '@/components/security/sign-in-history';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getSignInHistory } from '@/lib/bff/dal';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('History');
  return { title: t('title') };
}

/** Security centre: the account's sign-ins and failed attempts, newest first. */
export default async function SignInHistoryPage() {
  const [t, tErrors, history] = await Promise.all([
    getTranslations('History'),
    getTranslations('Errors'),
    getSignInHistory(),
  ]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {history.state === 'error' ? (
        <ErrorScreen messages={[tErrors('internal_server_error')]} />
      ) : (
        <SignInHistory entries={history.data.entries} />
      )}
    </>
  );
}
