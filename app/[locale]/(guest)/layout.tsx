import type { ReactNode } from 'react';

import { GuestFooter } from '@/components/footer/footers';
import { Header } from '@/components/header/header';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';
import { StatusBoundary } from '@/components/shell/status-screen';

import { layoutData } from '../layout-data';
import styles from './guest.module.css';

export default async function GuestLayout({ children }: { children: ReactNode }) {
  const data = await layoutData();
  return (
    <ScopedIntlProvider scope="guest">
      <div className={styles.shell}>
        <Header user={data.user} registrationAvailable={data.registrationAvailable} variant="guest" />
        <main id="main" className={styles.main}>
          <StatusBoundary>{children}</StatusBoundary>
        </main>
        <GuestFooter company={data.company} />
      </div>
    </ScopedIntlProvider>
  );
}
