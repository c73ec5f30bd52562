import { useTranslations } from 'next-intl';

import { ErrorScreen } from './status-screen';

/** SPEC §2 "Application start": nothing else can be shown without the config. */
export function ConfigErrorScreen() {
  const t = useTranslations('AppStart');
  return (
    <main id="main">
      <ErrorScreen messages={[t('configError')]} loggedIn={false} />
    </main>
  );
}
