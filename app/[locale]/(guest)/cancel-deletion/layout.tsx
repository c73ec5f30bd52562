import type { ReactNode } from 'react';

import { ScopedIntlProvider } from '@/components/shell/scoped-intl-provider';

/** The deletion cancel page: its texts reach the browser here only. */
export default function CancelDeletionLayout({ children }: { children: ReactNode }) {
  return <ScopedIntlProvider scope="cancelDeletion">{children}</ScopedIntlProvider>;
}
