'use client';

import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';

import { parseApplication } from '@/lib/products';

/** What a linked product (or a QR approval page) sent the visitor here with: SPEC §2 Login's query. */
export type LinkedProduct = { application?: string; backUrl?: string; next?: string };

/** `ready`: the address has been read (after hydration); what calls the server with it waits for it. */
type Linked = LinkedProduct & { ready: boolean };

const LinkedProductContext = createContext<Linked>({ ready: false });

export function useLinkedProduct(): Linked {
  return useContext(LinkedProductContext);
}

const never = () => () => {};

/**
 * A page rendered once for every visitor (the speed issue) holds nobody's query: the browser reads it
 * from its own address once hydrated (hydration itself renders what the server did). A page rendered
 * for this visitor passes the same query in `initial`. Before hydration a form falls back on the page
 * context the server kept (lib/bff/page-context.ts).
 */
export function LinkedProductProvider({
  initial,
  children,
}: {
  initial: LinkedProduct;
  children: ReactNode;
}) {
  const search = useSyncExternalStore(
    never,
    () => window.location.search,
    () => null,
  );
  const linked = useMemo<Linked>(() => {
    if (search === null) return { ...initial, ready: false };
    const query = new URLSearchParams(search);
    return {
      application: parseApplication(query.get('application')) ?? undefined,
      backUrl: query.get('backUrl') || undefined,
      next: query.get('next') || undefined,
      ready: true,
    };
  }, [search, initial]);
  return <LinkedProductContext value={linked}>{children}</LinkedProductContext>;
}
