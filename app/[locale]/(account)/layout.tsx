import { getLocale, getTranslations } from 'next-intl/server';
import { redirect } from 'next/navigation';
import type { ReactNode } from 'react';

import { AccountFooter } from '@/components/footer/footers';
import { Header } from '@/components/header/header';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';
import { ErrorScreen, StatusBoundary } from '@/components/shell/status-screen';
import { Sidebar } from '@/components/sidebar/sidebar';
import { SidebarProvider, SidebarToggle } from '@/components/sidebar/sidebar-state';
import { getVerificationSummary } from '@/lib/bff/dal';
import { verificationPercent } from '@/lib/verification/percent';

import { layoutData } from '../layout-data';
import styles from './account.module.css';

/** The profile layout: header, collapsible sidebar, content, logged-in footer. */
export default async function AccountLayout({ children }: { children: ReactNode }) {
  const [data, summary] = await Promise.all([layoutData(), getVerificationSummary()]);
  if (!data.user) {
    // Redirecting to login would loop: the sealed session is valid, only the profile failed.
    if (data.profileError)
      return <ErrorScreen messages={[(await getTranslations('Errors'))('profile_not_found')]} standalone />;
    redirect(`/${await getLocale()}/login`);
  }
  const { user } = data;
  return (
    <ScopedIntlProvider scope="account">
      <SidebarProvider>
        <div className={styles.shell}>
          <Header
            user={user}
            registrationAvailable={data.registrationAvailable}
            variant="profile"
            leading={<SidebarToggle />}
          />
          <div className={styles.body}>
            <Sidebar
              firstName={user.firstName}
              lastName={user.lastName}
              verificationPercent={verificationPercent(summary, user)}
            />
            <div className={styles.column}>
              <main id="main" className={styles.main}>
                <StatusBoundary>{children}</StatusBoundary>
              </main>
              <AccountFooter company={data.company} cdn={data.cdn} />
            </div>
          </div>
        </div>
      </SidebarProvider>
    </ScopedIntlProvider>
  );
}
