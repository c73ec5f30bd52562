import type { Metadata, Viewport } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { cookies } from 'next/headers';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';

import { AppStateProvider } from '@/components/shell/app-state';
import { CookieBanner } from '@/components/shell/cookie-banner';
import { NavigationSpinner } from '@/components/shell/navigation-spinner';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';
import { ScrollToTop } from '@/components/shell/scroll-to-top';
import { ErrorScreen } from '@/components/shell/status-screen';
import { getPublicConfig, getViewer } from '@/lib/bff/dal';
import { COOKIE_CONSENT } from '@/lib/http/cookie-names';
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

  // getViewer sends a session the upstream no longer accepts to the login (through /api/session/clear).
  const [config, viewer, cookieStore] = await Promise.all([getPublicConfig(), getViewer(), cookies()]);

  const consent = cookieStore.get(COOKIE_CONSENT)?.value === 'true';
  const [t, tStart] = await Promise.all([
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'AppStart' }),
  ]);

  return (
    <html lang={locale} dir={directionOf(locale)}>
      <body>
        <ScopedIntlProvider scope="shell">
          <a href="#main" className="skip-link">
            {t('skipToContent')}
          </a>
          {/* A session whose profile failed to load can still log out (SPEC §2 error page). */}
          <AppStateProvider loggedIn={viewer.kind === 'user' || viewer.kind === 'error'}>
            {config.state === 'success' ? (
              children
            ) : (
              <ErrorScreen messages={[tStart('configError')]} standalone />
            )}
            {!consent && config.state === 'success' ? (
              <CookieBanner policyUrl={`${config.data.domainCdn}/${locale}/CookiePolicy.pdf`} />
            ) : null}
            <ScrollToTop />
            <NavigationSpinner />
          </AppStateProvider>
        </ScopedIntlProvider>
      </body>
    </html>
  );
}
