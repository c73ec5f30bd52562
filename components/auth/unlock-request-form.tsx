'use client';

import { useTranslations } from 'next-intl';

import type { TFormState } from '@/lib/schemas/form-state';

import { EmailLinkForm, emailLinkTexts } from './email-link-form';

type Props = {
  captchaKind: 'recaptcha' | 'altcha';
  recaptchaSiteKey: string | null;
  /** This form's outcome when it was posted before hydration. */
  initial?: TFormState | null;
};

/** The owner's way past the login lock: a link by e-mail that lets this browser in. */
export function UnlockRequestForm(props: Props) {
  const t = useTranslations('Unlock');
  return (
    <EmailLinkForm
      path="/auth/unlock"
      schema={() => import('@/lib/schemas/unlock').then((m) => m.ZUnlockRequestSchema)}
      texts={emailLinkTexts(t)}
      testId="unlock"
      {...props}
    />
  );
}
