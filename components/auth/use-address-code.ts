'use client';

import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * The code of a mailed link (`…/password/reset/{code}`, `…/confirmation/{code}`) as the browser's
 * address holds it: a page shared by every visitor (server/page-cache.ts) was rendered with a
 * placeholder. Hydration renders `rendered` (what the server did); the address's code right after.
 */
export function useAddressCode(rendered: string): string {
  return useSyncExternalStore(
    never,
    () => codeInAddress() ?? rendered,
    () => rendered,
  );
}

/** The last segment of the address's path, decoded. */
export function codeInAddress(): string | undefined {
  const last = window.location.pathname.split('/').filter(Boolean).pop();
  if (!last) return undefined;
  try {
    return decodeURIComponent(last);
  } catch {
    return undefined;
  }
}
