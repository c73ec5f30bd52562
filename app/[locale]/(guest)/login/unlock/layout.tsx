import type { ReactNode } from 'react';

import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';

/** The unlock pages: their texts reach the browser here only, not with every guest page. */
export default function UnlockLayout({ children }: { children: ReactNode }) {
  return <ScopedIntlProvider scope="unlock">{children}</ScopedIntlProvider>;
}
