import 'server-only';

import type { BffResult } from '../schemas/bff-result';
import type {
  TAccountDeletion,
  TAccountDeletionAnswer,
  TSessionList,
  TSessionsEnded,
  TSessionSignOut,
  TSignInHistory,
} from '../schemas/sessions';
import { UPSTREAM } from '../schemas/upstream';
import type { RequestContext } from './request-context';
import { callUpstream } from './upstream';

/** The devices signed in to the account (security centre). */
export function listSessions(ctx: RequestContext): Promise<BffResult<TSessionList>> {
  return callUpstream(UPSTREAM.sessions, { ctx, auth: 'user' });
}

/** Signs one device out, or only one linked product on it. */
export function signOutSession(
  ctx: RequestContext,
  body: TSessionSignOut,
): Promise<BffResult<TSessionsEnded>> {
  return body.application === undefined
    ? callUpstream(UPSTREAM.sessionEnd, { ctx, auth: 'user', params: { id: body.id } })
    : callUpstream(UPSTREAM.sessionProductEnd, {
        ctx,
        auth: 'user',
        params: { id: body.id, application: body.application },
      });
}

/** Signs out every device but this one. */
export function signOutOtherSessions(ctx: RequestContext): Promise<BffResult<TSessionsEnded>> {
  return callUpstream(UPSTREAM.sessionsEndOthers, { ctx, auth: 'user', body: {} });
}

/** The account's sign-in history, failed attempts in a row grouped. */
export function listSignIns(ctx: RequestContext): Promise<BffResult<TSignInHistory>> {
  return callUpstream(UPSTREAM.signIns, { ctx, auth: 'user' });
}

/** "Not me" on a new-device alert: the link's code signs every device out (no secret asked). */
export async function confirmNotMe(ctx: RequestContext, code: string): Promise<BffResult<null>> {
  const result = await callUpstream(UPSTREAM.notMe, { ctx, body: { code } });
  return result.state === 'error' ? result : { state: 'success', data: null };
}

/** "Delete my account": the typed e-mail confirms; every session ends, a cancel link is mailed. */
export function deleteAccount(
  ctx: RequestContext,
  body: TAccountDeletion,
): Promise<BffResult<TAccountDeletionAnswer>> {
  return callUpstream(UPSTREAM.accountDelete, { ctx, auth: 'user', body });
}

/** The deletion mail's link: the account is restored (no secret asked). */
export async function cancelAccountDeletion(ctx: RequestContext, code: string): Promise<BffResult<null>> {
  const result = await callUpstream(UPSTREAM.cancelDeletion, { ctx, body: { code } });
  return result.state === 'error' ? result : { state: 'success', data: null };
}
