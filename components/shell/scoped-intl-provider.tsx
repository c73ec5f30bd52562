import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import type { ReactNode } from 'react';

import { pickNamespaces, type ClientScope } from '@/lib/i18n/client-namespaces';
import { SERVER_TIME_ZONE } from '@/lib/i18n/time-zone';

/** Hands the browser only the namespaces the client components under this layout use. */
export async function ScopedIntlProvider({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const messages = await getMessages();
  return (
    <NextIntlClientProvider messages={pickNamespaces(messages, scope)} timeZone={SERVER_TIME_ZONE}>
      {children}
    </NextIntlClientProvider>
  );
}
