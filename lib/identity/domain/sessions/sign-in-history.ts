import { userAgentParts } from '../../../http/describe-user-agent';
import { SIGN_IN_METHODS, type TSignInEntry, type TSignInMethod } from '../../../schemas/sessions';
import { listSignIns } from '../../db/queries/sign-in-history';
import type { IdentityContext } from '../../identity-context';
import type { BearerSession } from '../tokens/authenticate-bearer';

/** How far back the history reads: enough for "was that me?", bounded for the page. */
const HISTORY_RECORDS = 200;

const iso = (ms: number) => new Date(ms).toISOString();
const knownMethod = (method: string | null): TSignInMethod | null =>
  SIGN_IN_METHODS.includes(method as TSignInMethod) ? (method as TSignInMethod) : null;

/**
 * `GET /v1/sign-ins`: the owner's sign-ins, newest first; failed attempts in a row become one entry
 * with their count, so a guessing run reads "12 failed attempts", not twelve lines.
 */
export async function signInHistory(ctx: IdentityContext, session: BearerSession): Promise<TSignInEntry[]> {
  const records = await listSignIns(ctx.db, session.user.id, HISTORY_RECORDS);
  const entries: TSignInEntry[] = [];
  for (const record of records) {
    const previous = entries.at(-1);
    if (record.outcome === 'failure' && previous?.outcome === 'failure') {
      previous.count += 1;
      previous.firstAt = iso(record.at);
      continue;
    }
    entries.push({
      outcome: record.outcome,
      method: knownMethod(record.method),
      ...userAgentParts(record.user_agent),
      place: record.place,
      at: iso(record.at),
      firstAt: iso(record.at),
      count: 1,
    });
  }
  return entries;
}
