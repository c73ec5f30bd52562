import { useTranslations } from 'next-intl';

import { Spinner } from '@/components/ui/spinner';

/** The global loading spinner of SPEC §2, shown while a page is prepared on the server. */
export default function Loading() {
  const t = useTranslations('Common');
  return (
    <div style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }} data-testid="page-loading">
      <Spinner label={t('loading')} size={48} />
    </div>
  );
}
