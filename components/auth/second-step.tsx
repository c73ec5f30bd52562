'use client';

import { useLocale } from 'next-intl';
import dynamic from 'next/dynamic';
import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';

import { afterLoginPath } from '@/lib/navigation/after-login';
import type { TTwoFaType } from '@/lib/schemas/oauth';

import { useLinkedProduct } from './linked-product';

// Only logins with a second factor open it: loaded when they do.
const OtpDialog = dynamic(() => import('./otp-dialog').then((m) => m.OtpDialog), { ssr: false });

type Open = (twoFaType: TTwoFaType | null) => void;
const SecondStepContext = createContext<Open | null>(null);

/** Opens the OTP popup when a login (password or QR) answers TWO_FACTOR_AUTHENTICATION. */
export function useSecondStep(): Open {
  const open = useContext(SecondStepContext);
  if (!open) throw new Error('useSecondStep outside SecondStepProvider');
  return open;
}

/**
 * The login screens' second step (SPEC §2 Login: TWO_FACTOR_AUTHENTICATION opens the OTP popup), one
 * popup for the password form and the QR panel alike.
 */
export function SecondStepProvider({ children }: { children: ReactNode }) {
  const locale = useLocale();
  const { application, backUrl, next } = useLinkedProduct();
  const [pending, setPending] = useState<{ twoFaType: TTwoFaType | null } | null>(null);
  const open = useCallback<Open>((twoFaType) => setPending({ twoFaType }), []);
  return (
    <SecondStepContext.Provider value={open}>
      {children}
      {pending ? (
        <OtpDialog
          open
          twoFaType={pending.twoFaType}
          application={application}
          backUrl={backUrl}
          next={next}
          onSuccess={() => window.location.assign(afterLoginPath({ locale, application, backUrl, next }))}
        />
      ) : null}
    </SecondStepContext.Provider>
  );
}
