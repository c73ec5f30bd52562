import type { ReactNode } from 'react';

import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';

/** The two-factor pages: the Security namespace reaches the browser only here. */
export default function SecurityLayout({ children }: { children: ReactNode }) {
  return <ScopedIntlProvider scope="security">{children}</ScopedIntlProvider>;
}
