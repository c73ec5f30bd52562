import { userAgentParts } from '../../../http/describe-user-agent';
import { SIGN_IN_METHODS, type TSession, type TSignInMethod } from '../../../schemas/sessions';
import { listDeviceSessions } from '../../db/queries/sessions';
import type { IdentityContext } from '../../identity-context';
import type { BearerSession } from '../tokens/authenticate-bearer';

const iso = (ms: number) => new Date(ms).toISOString();

const knownMethod = (method: string | null): TSignInMethod | null =>
  SIGN_IN_METHODS.includes(method as TSignInMethod) ? (method as TSignInMethod) : null;

/**
 * `GET /v1/sessions`: every device signed in to the account, the caller's own first, each with the
 * linked products it reached (one entry per product, however many tokens it minted).
 */
export async function listSessions(ctx: IdentityContext, session: BearerSession): Promise<TSession[]> {
  const { sessions, products } = await listDeviceSessions(ctx.db, session.user.id, ctx.now());
  const devices = sessions.map((device): TSession => {
    const reached = new Map<string, number>();
    for (const product of products) {
      if (product.parent_hash !== device.token_hash || !product.application) continue;
      const seen = reached.get(product.application);
      if (seen === undefined || product.created_at < seen)
        reached.set(product.application, product.created_at);
    }
    return {
      id: device.session_id,
      ...userAgentParts(device.user_agent),
      place: device.place,
      method: knownMethod(device.sign_in_method),
      firstSeenAt: iso(device.created_at),
      lastSeenAt: iso(Math.max(device.last_seen_at ?? device.created_at, device.created_at)),
      current: device.token_hash === session.tokenHash,
      products: [...reached]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([application, at]) => ({ application, firstSeenAt: iso(at) })),
    };
  });
  return devices.sort((a, b) => Number(b.current) - Number(a.current));
}
