import { audit } from '../../audit/audit';
import { deletePasskey, listPasskeys, renamePasskey } from '../../db/queries/passkeys';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import type { BearerSession } from '../tokens/authenticate-bearer';

/** `GET /v1/passkeys`: the account's passkeys, oldest first. */
export async function listOwnPasskeys(ctx: IdentityContext, session: BearerSession) {
  const passkeys = await listPasskeys(ctx.db, session.user.id);
  return {
    passkeys: passkeys.map((passkey) => ({
      id: passkey.id,
      name: passkey.name,
      createdAt: Number(passkey.created_at),
      lastUsedAt: passkey.last_used_at === null ? null : Number(passkey.last_used_at),
    })),
  };
}

/** `PATCH /v1/passkeys/{id}`: another account's passkey is not_found, like none. */
export async function renameOwnPasskey(
  ctx: IdentityContext,
  session: BearerSession,
  id: string,
  name: string,
): Promise<void> {
  if (!(await renamePasskey(ctx.db, session.user.id, id, name))) throw new IdentityError('not_found');
}

/** `DELETE /v1/passkeys/{id}`: refused from the next sign-in on; the page tells the browser to forget it. */
export async function removeOwnPasskey(
  ctx: IdentityContext,
  session: BearerSession,
  id: string,
): Promise<void> {
  if (!(await deletePasskey(ctx.db, session.user.id, id))) throw new IdentityError('not_found');
  audit(ctx, 'passkey.removed', { accountId: session.user.id });
}
