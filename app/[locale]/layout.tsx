import type { Metadata, Viewport } from 'next';
import { hasLocale, NextIntlClientProvider } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound, redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { AppStateProvider } from '@/components/shell/app-state';
import { ConfigErrorScreen } from '@/components/shell/config-error-screen';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { NavigationSpinner } from '@/components/shell/navigation-spinner';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { getPublicConfig, getViewer } from '@/lib/bff/dal';
import { COOKIE_CONSENT } from '@/lib/cookie-names';
import { directionOf } from '@/lib/i18n/locales';
import { routing } from '@/lib/i18n/routing';

type Props = { children: ReactNode; params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Omit<Props, 'children'>): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'Metadata',
  });
  return { title: { default: t('title'), template: `%s · Passport` }, description: t('description') };
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#2f4fe0' };

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  const [config, viewer, cookieStore] = await Promise.all([getPublicConfig(), getViewer(), cookies()]);
  // A revoked or expired token: the BFF clears the cookie, then the page is asked again.
  if (viewer.kind === 'expired') redirect(`/api/session/clear?next=/${locale}/login`);

  const consent = cookieStore.get(COOKIE_CONSENT)?.value === 'true';
  const t = await getTranslations({ locale, namespace: 'Common' });

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <NextIntlClientProvider>
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          <AppStateProvider loggedIn={viewer.kind === 'user'}>
            {config.state === 'success' ? children : <ConfigErrorScreen />}
            {!consent && config.state === 'success' ? (
              <CookieBanner policyUrl={`${config.data.domainCdn}/${locale}/CookiePolicy.pdf`} />
            ) : null}
            <ScrollToTop />
            <NavigationSpinner />
          </AppStateProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
