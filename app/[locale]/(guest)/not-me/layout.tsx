import type { ReactNode } from 'react';

import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';

/** The "Not me" page: its texts reach the browser here only. */
export default function NotMeLayout({ children }: { children: ReactNode }) {
  return <ScopedIntlProvider scope="notMe">{children}</ScopedIntlProvider>;
}
