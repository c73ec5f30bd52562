import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';

import { BackLink, LockedNote } from '@/components/verification/document-notes';
import { DocumentStep } from '@/components/verification/document-step';
import { DoneScreen } from '@/components/verification/done-screen';
import { Requirements } from '@/components/verification/requirements';
import { stepOf, stepsOf } from '@/components/verification/steps';
import { VerificationStepper } from '@/components/verification/verification-stepper';
import styles from '@/components/verification/verification.module.css';
import { getVerificationCountries } from '@/lib/bff/dal';
import { readFormState } from '@/lib/bff/form-state';
import { redirect } from '@/lib/i18n/navigation';
import { ROUTES } from '@/lib/navigation/routes';
import type { TDocumentType } from '@/lib/schemas/documents';
import { hasPassportName } from '@/lib/verification/document-readiness';
import { showsForm } from '@/lib/verification/status';

import { verificationData } from './verification-data';

const FORM_PATHS = {
  PASSPORT: '/documents/passport',
  ADDRESS: '/documents/address',
  COMPANY: '/documents/company',
} as const;

type Props = { type: TDocumentType; search: Record<string, string | string[] | undefined> };

/** A step's page title: the step, then the section. */
export async function documentPageMetadata(type: TDocumentType): Promise<Metadata> {
  const t = await getTranslations('Verification');
  return { title: `${t(stepOf(type).key)} · ${t('title')}` };
}

/**
 * One verification step (SPEC §2): its form while unverified or with `?info` (and Back), else the
 * 'Well Done' screen; address and business locked until the passport has a name and surname; the
 * selfie step only while it is required. The stepper and the requirements sit beside it.
 */
export async function DocumentPage({ type, search }: Props) {
  const data = await verificationData();
  if (!data) return null;
  const document = data.byType(type);
  if (type === 'SELFIE' && document.status === 'NONE') {
    redirect({ href: ROUTES.profileVerification, locale: await getLocale() });
  }
  const { href } = stepOf(type);
  const info = 'info' in search;
  const passportNamed = hasPassportName(data.byType('PASSPORT'));
  const steps = stepsOf(data.documents, data.user.selfieRequired);
  const t = await getTranslations('Verification');

  let main;
  if ((type === 'ADDRESS' || type === 'COMPANY') && !passportNamed) {
    main = <LockedNote />;
  } else if (!showsForm(document.status) && !info) {
    main = <DoneScreen href={href} status={document.status} />;
  } else {
    const [countries, formState, verifyState, uploadState, deleteState] = await Promise.all([
      type === 'PASSPORT' || type === 'ADDRESS' ? getVerificationCountries() : null,
      type === 'SELFIE' ? null : readFormState(FORM_PATHS[type]),
      readFormState('/verifications/verify'),
      readFormState('/documents/upload'),
      readFormState('/documents/delete'),
    ]);
    main = (
      <section className={styles.card} aria-label={t(steps.find((s) => s.type === type)?.key ?? 'passport')}>
        {info && !showsForm(document.status) ? <BackLink href={href} /> : null}
        <DocumentStep
          initialDocument={document}
          passportNamed={passportNamed}
          countries={countries?.state === 'success' ? countries.data : []}
          mapsKey={type === 'ADDRESS' ? data.mapsKey : null}
          formState={formState}
          verifyState={verifyState}
          filesState={{ upload: uploadState, remove: deleteState }}
          dateBounds={data.dateBounds}
        />
      </section>
    );
  }
  return (
    <div className={styles.workspace}>
      <div className={styles.mainColumn}>{main}</div>
      <aside className={styles.aside}>
        <VerificationStepper steps={steps} />
        <Requirements type={type} />
      </aside>
    </div>
  );
}
