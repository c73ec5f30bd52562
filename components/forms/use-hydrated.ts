'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** False in the server's HTML and during hydration, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
