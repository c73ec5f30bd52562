import type { Logger } from 'pino';

import type { IdentityContext } from '../identity-context';
import { currentAuditScope } from './audit-scope';

/**
 * The audit catalogue (README "Audit events"): stable names an operator can alert on. Each event is
 * one JSON line `{"audit":"<name>","requestId":…,"visitor":…,"actor":…,"accountId":…}`.
 */
export const AUDIT_EVENTS = [
  'account.registered',
  'account.confirmed',
  'login.success',
  'login.failure',
  'login.captcha_required',
  'account.locked',
  'account.unlocked',
  'account.unlock_link_used',
  'reauth.success',
  'reauth.failure',
  'sessions.revoked',
  'account.deleted',
  'password.changed',
  'password.reset',
  'two_fa.enabled',
  'two_fa.disabled',
  'two_fa.reset',
  'document.decided',
  'client.added',
  'client.rotated',
  'client.removed',
] as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * What an event may say besides its scope. A closed list, so a secret cannot be handed to the log by
 * spreading an input object: identifiers and outcomes only.
 */
export type AuditFields = {
  /** The account concerned; null when the attempt named no existing account. */
  accountId: string | null;
  /** Why a login failed or a captcha was demanded (an error code of the API). */
  reason?: string;
  /** How a login succeeded (`password`, `second_factor`, `qr`), or the second factor concerned. */
  method?: string;
  /** Until when (ms since the epoch) an account is locked. */
  lockedUntil?: number;
  documentId?: string;
  decision?: string;
  decidedBy?: string;
  clientId?: string;
};

const auditLoggers = new WeakMap<Logger, Logger>();

/**
 * Audit lines are written at `info` even where LOG_LEVEL quiets the service (the admin CLI runs at
 * `warn`); only LOG_LEVEL=silent turns them off.
 */
function auditLogger(log: Logger): Logger {
  let child = auditLoggers.get(log);
  if (!child) {
    child = log.child({}, { level: log.level === 'silent' ? 'silent' : 'info' });
    auditLoggers.set(log, child);
  }
  return child;
}

/** Records `event` with the current request's id, visitor and actor (audit-scope.ts). */
export function audit(ctx: Pick<IdentityContext, 'log'>, event: AuditEvent, fields: AuditFields): void {
  const scope = currentAuditScope();
  auditLogger(ctx.log).info(
    {
      audit: event,
      requestId: scope.requestId,
      visitor: scope.visitor,
      actor: scope.actor,
      ...fields,
    },
    event,
  );
}
