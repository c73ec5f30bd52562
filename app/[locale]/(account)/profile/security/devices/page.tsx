import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { DeviceList } from '@/components/security/device-list';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getSessions } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';

import { activeFactor, stepUpFallback } from '../step-up-fallback';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('Devices');
  return { title: t('title') };
}

/**
 * Security centre: every device signed in to the account, this one marked, each signed out at will. A
 * sign-out posted without JavaScript and refused with reauth_required shows "Confirm it's you" here first.
 */
export default async function DevicesPage() {
  const [t, tErrors, sessions, signOut, signOutOthers] = await Promise.all([
    getTranslations('Devices'),
    getTranslations('Errors'),
    getSessions(),
    readFormState('/sessions/sign-out'),
    readFormState('/sessions/sign-out-others'),
  ]);
  const stepUp = await stepUpFallback(activeFactor, [signOut, signOutOthers]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {stepUp ? (
        <StepUpPanel {...stepUp} />
      ) : sessions.state === 'error' ? (
        <ErrorScreen messages={[tErrors('internal_server_error')]} />
      ) : (
        <DeviceList sessions={sessions.data.sessions} />
      )}
    </>
  );
}
