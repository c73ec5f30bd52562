import type { ReactNode } from 'react';

import { LandingFooter } from '@/components/footer/footers';
import { Header } from '@/components/header/header';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';
import { StatusBoundary } from '@/components/shell/status-screen';

import { layoutData } from '../layout-data';
import styles from './landing-layout.module.css';

export default async function LandingLayout({ children }: { children: ReactNode }) {
  const data = await layoutData();
  return (
    <ScopedIntlProvider scope="landing">
      <div className={styles.shell}>
        <Header user={data.user} registrationAvailable={data.registrationAvailable} variant="landing" />
        <main id="main">
          <StatusBoundary>{children}</StatusBoundary>
        </main>
        <LandingFooter company={data.company} cdn={data.cdn} />
      </div>
    </ScopedIntlProvider>
  );
}
