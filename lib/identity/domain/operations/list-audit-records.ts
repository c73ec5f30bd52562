import { AUDIT_EVENTS, type AuditEvent } from '../../audit/audit';
import { listAuditRecords, type AuditRecord } from '../../db/queries/audit-log';
import type { IdentityContext } from '../../identity-context';
import { IdentityError } from '../../identity-error';
import { findUserByIdOrEmail } from '../accounts/find-user-by-id-or-email';

export type AuditQuery = {
  /** An account id (kept after the account is erased) or the e-mail of an existing account. */
  user?: string;
  event?: string;
  since?: number;
  until?: number;
  limit?: number;
};

const DEFAULT_LIMIT = 100;
const MAX_LIMIT = 10_000;

/** `admin audit list`: what operators did, newest first, narrowed by account, event and time. */
export async function listAuditTrail(ctx: IdentityContext, query: AuditQuery): Promise<AuditRecord[]> {
  if (query.event !== undefined && !AUDIT_EVENTS.includes(query.event as AuditEvent)) {
    throw new IdentityError('invalid_value', {
      description: `no event ${query.event}; one of: ${AUDIT_EVENTS.join(', ')}`,
    });
  }
  // An erased account is no longer found by its e-mail, but its id still names its records.
  const accountId =
    query.user === undefined
      ? undefined
      : query.user.includes('@')
        ? (await findUserByIdOrEmail(ctx, query.user)).id
        : query.user.trim();
  return listAuditRecords(ctx.db, {
    accountId,
    event: query.event,
    since: query.since,
    until: query.until,
    limit: Math.min(Math.max(1, query.limit ?? DEFAULT_LIMIT), MAX_LIMIT),
  });
}
