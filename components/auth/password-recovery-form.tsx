'use client';

import { useTranslations } from 'next-intl';

import type { TFormState } from '@/lib/schemas/form-state';

import { EmailLinkForm, emailLinkTexts } from './email-link-form';
import { useLinkedProduct } from './linked-product';

type Props = {
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

/** SPEC §2 Password recovery: idle → request active → sent (§4). */
export function PasswordRecoveryForm(props: Props) {
  const t = useTranslations('PasswordRecovery');
  const { application } = useLinkedProduct();
  return (
    <EmailLinkForm
      path="/password/reset"
      schema={() => import('@/lib/schemas/recovery-mail').then((m) => m.ZRecoveryMailRequestSchema)}
      texts={emailLinkTexts(t)}
      hidden={{ application }}
      testId="recovery"
      {...props}
    />
  );
}
