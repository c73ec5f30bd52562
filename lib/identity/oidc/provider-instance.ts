import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';

import type { IdentityContext } from '../identity-context';
import { keysVersion, loadProviderKeys, oidcKeyBox, type ProviderKeys } from './signing-keys';

/** How often a process looks whether an operator rotated the keys (in another process, the CLI). */
const KEYS_CHECK_MS = 30_000;

export type OidcInstance = {
  provider: Provider;
  keys: ProviderKeys;
  serve: (req: IncomingMessage, res: ServerResponse) => void;
};

type Slot = { instance?: Promise<OidcInstance>; checkedAt: number };
const slots = new WeakMap<IdentityContext, Slot>();

/** The key that seals the provider's keys at rest. */
export const oidcBox = (ctx: IdentityContext): Buffer => oidcKeyBox(ctx.config.twoFaKeys.box);

/**
 * The process's provider, built on the first OIDC request (oidc-provider and its keys are loaded then,
 * never on check_token's path) and rebuilt when the keys in the database changed.
 */
export async function oidcInstance(ctx: IdentityContext): Promise<OidcInstance> {
  let slot = slots.get(ctx);
  if (!slot) slots.set(ctx, (slot = { checkedAt: 0 }));
  const now = ctx.now();
  if (slot.instance && now - slot.checkedAt > KEYS_CHECK_MS) {
    slot.checkedAt = now;
    const current = await slot.instance;
    if ((await keysVersion(ctx.db, now)) !== current.keys.version) slot.instance = undefined;
  }
  if (!slot.instance) {
    slot.checkedAt = now;
    slot.instance = build(ctx).catch((error: unknown) => {
      slot.instance = undefined;
      throw error;
    });
  }
  return slot.instance;
}

async function build(ctx: IdentityContext): Promise<OidcInstance> {
  const keys = await loadProviderKeys(ctx.db, oidcBox(ctx), ctx.now());
  const { createProvider } = await import('./create-provider');
  const provider = createProvider(ctx, keys);
  return { provider, keys, serve: provider.callback() };
}
