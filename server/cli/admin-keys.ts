import { audit } from '../../lib/identity/audit/audit';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { oidcBox } from '../../lib/identity/oidc/provider-instance';
import { RETIRED_KEY_PUBLISHED_MS, rotateSigningKey } from '../../lib/identity/oidc/signing-keys';
import { UsageError } from './usage-error';

/** `keys rotate`: a new OpenID signing key; the old one stays published until its tokens have expired. */
export async function keysCommand(ctx: IdentityContext, action: string | undefined) {
  if (action !== 'rotate') throw new UsageError(`no command keys ${action ?? ''}`);
  const { kid, retired } = await rotateSigningKey(ctx.db, oidcBox(ctx), ctx.now());
  audit(ctx, 'oidc.keys_rotated', { accountId: null, keyId: kid });
  console.log(
    `signing key:   ${kid}\n` +
      (retired.length
        ? `retired:       ${retired.join(', ')} (published ${RETIRED_KEY_PUBLISHED_MS / 3_600_000}h more)\n`
        : '') +
      '\nEvery server signs with the new key within 30 seconds.',
  );
  return 0;
}
