import 'server-only';

import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { TwoFaResult } from '@/components/security/two-fa-result';
import { ErrorScreen } from '@/components/shell/status-screen';
import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TTwoFaType } from '@/lib/schemas/oauth';
import { endingHolds } from '@/lib/two-factor/ending';
import { TWO_FA_ROUTES } from '@/lib/two-factor/methods';

import { twoFaPageData } from './two-fa-page';

/** The page a two-factor wizard ends on (SPEC §2 route table). */
export type TwoFaEnding = {
  type: TTwoFaType;
  /** Whether the method is on once the wizard is done; in the other state the wizard is where to go. */
  active: boolean;
  title: 'activated2fa' | 'deactivated2fa' | 'success';
  text: 'successEmail' | 'deactivatedEmail' | 'successGoogle' | 'successTelegram';
  /** `ok`: "Ok" to the security page (the e-mail wizard); `status`: "Go to security" to the status page. */
  back: 'ok' | 'status';
};

export async function twoFaEndingMetadata(ending: TwoFaEnding): Promise<Metadata> {
  const t = await getTranslations('Security');
  return { title: t(ending.title) };
}

/** What changed and the way back, reached only at the end of the wizard. */
export async function renderTwoFaEnding(ending: TwoFaEnding) {
  const [t, tCommon, data] = await Promise.all([
    getTranslations('Security'),
    getTranslations('Common'),
    twoFaPageData(ending.type),
  ]);
  if ('error' in data) return <ErrorScreen messages={[data.error]} />;
  if (!endingHolds(ending, data.active)) {
    redirect({ href: TWO_FA_ROUTES[ending.type].wizard, locale: await getLocale() });
  }
  return (
    <TwoFaResult
      title={t(ending.title)}
      text={t(ending.text)}
      action={ending.back === 'ok' ? tCommon('ok') : t('goToSecurity')}
      href={ending.back === 'ok' ? ROUTES.profileSecurity : ROUTES.profileSecurityStatus}
      testId="two-fa-result"
    />
  );
}
