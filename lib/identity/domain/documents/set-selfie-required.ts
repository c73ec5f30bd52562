import type { TAdminUser } from '../../../schemas/moderation';
import { audit } from '../../audit/audit';
import { countDocumentFiles, updateDocumentIf } from '../../db/queries/documents';
import { findUserById, setUserSelfieRequired } from '../../db/queries/users';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { adminUserOf } from '../accounts/admin-user-of';
import { loadUserDocument } from './document-view';

/**
 * `PATCH /admin/v1/users/{id}` (`selfieRequired`): shows or hides the selfie step (SPEC §2). The
 * selfie document leaves NONE when required; it returns to NONE only if the user never began it.
 */
export async function setSelfieRequired(
  ctx: IdentityContext,
  userId: string,
  required: boolean,
  by: string,
): Promise<TAdminUser> {
  const user = await findUserById(ctx.db, userId);
  if (!user) throw new IdentityError('not_found');
  const now = ctx.now();
  await setUserSelfieRequired(ctx.db, user.id, required, now);
  const selfie = await loadUserDocument(ctx, { ...user, selfie_required: required ? 1 : 0 }, 'SELFIE');
  if (required) {
    await updateDocumentIf(ctx.db, selfie.id, ['NONE'], { status: 'NEW_DOCUMENT', updated_at: now });
  } else if ((await countDocumentFiles(ctx.db, selfie.id)) === 0) {
    await updateDocumentIf(ctx.db, selfie.id, ['NEW_DOCUMENT'], { status: 'NONE', updated_at: now });
  }
  audit(ctx, 'account.selfie_required', {
    accountId: user.id,
    value: required ? 'on' : 'off',
    decidedBy: by,
  });
  return adminUserOf((await findUserById(ctx.db, user.id))!);
}
