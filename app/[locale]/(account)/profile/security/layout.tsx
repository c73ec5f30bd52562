import type { ReactNode } from 'react';

import { StepUpProvider } from '@/components/account/step-up-provider';
import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';

/**
 * The two-factor pages: the Security namespace reaches the browser only here, and a change refused
 * with reauth_required asks "Confirm it's you" and is made again (step-up).
 */
export default function SecurityLayout({ children }: { children: ReactNode }) {
  return (
    <ScopedIntlProvider scope="security">
      <StepUpProvider>{children}</StepUpProvider>
    </ScopedIntlProvider>
  );
}
