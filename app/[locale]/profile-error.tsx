import { getTranslations } from 'next-intl/server';

import { GlobalError } from '@/components/shell/global-error';

/** SPEC §7: a failed GET /v1/user is the global error profile_not_found. */
export async function ProfileError() {
  const t = await getTranslations('Errors');
  return (
    <main id="main">
      <GlobalError message={t('profile_not_found')} />
    </main>
  );
}
