import { getTranslations } from 'next-intl/server';

import { GuestFooter } from '@/components/footer/footers';
import { Header } from '@/components/header/header';
import { NotFoundContent } from '@/components/shell/not-found-content';

import guestStyles from './(guest)/guest.module.css';
import { layoutData } from './layout-data';

export async function generateMetadata() {
  const t = await getTranslations('NotFound');
  return { title: t('title') };
}

export default async function LocaleNotFound() {
  const data = await layoutData();
  return (
    <div className={guestStyles.shell}>
      <Header user={data.user} registrationAvailable={data.registrationAvailable} variant="guest" />
      <main id="main" className={guestStyles.main}>
        <NotFoundContent />
      </main>
      <GuestFooter company={data.company} />
    </div>
  );
}
