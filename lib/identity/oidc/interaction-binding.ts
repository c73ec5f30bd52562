import { createHmac } from 'node:crypto';

import { safeEqual } from '../crypto/safe-equal';
import type { ProviderKeys } from './signing-keys';

/**
 * The cookie binding an interaction to its browser (serve-oidc.ts): when the browser reached the portal
 * (ms; `prompt=login` wants a sign-in after it) and a MAC of that and the interaction's id.
 */
export function interactionBinding(keys: ProviderKeys, uid: string, startedAt: number): string {
  const mac = createHmac('sha256', keys.cookie[0]!)
    .update(`interaction:${uid}:${startedAt}`)
    .digest('base64url');
  return `${startedAt}.${mac}`;
}

/** The time a binding names, when it is this interaction's; else null. */
export function boundSince(keys: ProviderKeys, uid: string, binding: string): number | null {
  const startedAt = Number(binding.split('.')[0]);
  if (!Number.isSafeInteger(startedAt)) return null;
  return safeEqual(binding, interactionBinding(keys, uid, startedAt)) ? startedAt : null;
}
