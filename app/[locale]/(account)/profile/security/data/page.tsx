import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

import { PageTitle } from '@/components/account/page-title';
import { StepUpPanel } from '@/components/account/step-up-panel';
import { AccountDelete } from '@/components/security/account-delete';
import { DataDownload } from '@/components/security/data-download';
import { EXPORT_FORM, readFormState } from '@/lib/bff/form-state';
import { env } from '@/lib/env';

import { activeFactor, stepUpFallback } from '../step-up-fallback';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('MyData');
  return { title: t('title') };
}

/**
 * Security centre: take a copy of the account's data, or delete the account (after a grace period). A
 * download or deletion sent without JavaScript and refused with reauth_required shows "Confirm it's you"
 * here first, then the page as it was.
 */
export default async function MyDataPage() {
  const [t, exportInitial, deleteInitial] = await Promise.all([
    getTranslations('MyData'),
    readFormState(EXPORT_FORM),
    readFormState('/account/delete'),
  ]);
  const stepUp = await stepUpFallback(activeFactor, [exportInitial, deleteInitial]);
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      {stepUp ? (
        <StepUpPanel {...stepUp} />
      ) : (
        <>
          <DataDownload initial={exportInitial} />
          <AccountDelete
            graceDays={env().ACCOUNT_DELETION_GRACE_DAYS}
            retentionDays={env().DOCUMENT_RETENTION_DAYS}
            initial={deleteInitial}
          />
        </>
      )}
    </>
  );
}
