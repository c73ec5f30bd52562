import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';

import { insertAuditRecord } from '../db/queries/audit-log';
import type { IdentityContext } from '../identity-context';
import { metrics } from '../metrics/metrics';
import { currentAuditScope, type AuditScope } from './audit-scope';
import { trackAuditWrite } from './audit-writes';

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
  'sessions.ended',
  'account.not_me',
  'account.deletion_requested',
  'account.deletion_cancelled',
  'account.erased',
  'document.retention_ended',
  'account.exported',
  'account.deleted',
  'account.suspended',
  'account.reinstated',
  'account.selfie_required',
  'accounts.imported',
  'password.changed',
  'password.reset',
  'two_fa.enabled',
  'two_fa.disabled',
  'two_fa.reset',
  'passkey.added',
  'passkey.removed',
  'recovery_code.used',
  'recovery_codes.regenerated',
  'document.decided',
  'client.added',
  'client.rotated',
  'client.removed',
  'oidc.keys_rotated',
] as const;

export type AuditEvent = (typeof AUDIT_EVENTS)[number];

/**
 * What an event may say besides its scope. A closed list, so a secret cannot be handed to the log by
 * spreading an input object: identifiers and outcomes only.
 */
export type AuditFields = {
  /** The account concerned; null when the attempt named no existing account. */
  accountId: string | null;
  /**
   * Why a login failed or a captcha was demanded: an error code of the API, or `account_suspended`
   * (answered `user_account_locked`).
   */
  reason?: string;
  /** How a login succeeded (`password`, `second_factor`, `qr`), or the second factor concerned. */
  method?: string;
  /** Until when (ms since the epoch) an account is locked. */
  lockedUntil?: number;
  documentId?: string;
  decision?: string;
  decidedBy?: string;
  clientId?: string;
  /** Until when (ms since the epoch) a rotated client's previous secret is still accepted. */
  previousSecretUntil?: number;
  /** The new value of a setting an operator changed (`on`, `off`). */
  value?: string;
  /** How many accounts an import added, tokens a sign-out ended, or documents an erasure retained. */
  count?: number;
  /** The OpenID signing key concerned (`kid`). */
  keyId?: string;
  /** What the owner signed out (`device`, `product`, `others`, `all`). */
  scope?: string;
  /** Until when (ms since the epoch) an erased account's documents are kept (DOCUMENT_RETENTION_DAYS). */
  retainedUntil?: number;
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

/** An operator's action (the moderation API, the admin CLI): kept in `audit_log`, not only logged. */
function isOperator(scope: AuditScope): boolean {
  return scope.actor === 'admin_api' || scope.actor.startsWith('cli:');
}

function countSignIn(event: AuditEvent, fields: AuditFields): void {
  if (event === 'login.success') {
    metrics().signIns.inc({ outcome: 'success', method: fields.method ?? 'password' });
  } else if (event === 'login.failure') {
    const method = fields.reason === 'otp_confirmation_error' ? 'second_factor' : 'password';
    metrics().signIns.inc({ outcome: fields.reason ?? 'failure', method });
  } else if (event === 'login.captcha_required') {
    metrics().signIns.inc({ outcome: 'captcha_required', method: 'password' });
  }
}

/**
 * Records `event` with the current request's id, visitor and actor (audit-scope.ts): a log line for
 * every event, a row of `audit_log` (`admin audit list`) for an operator's, a count for sign-ins.
 */
export function audit(
  ctx: Pick<IdentityContext, 'log' | 'db' | 'now'>,
  event: AuditEvent,
  fields: AuditFields,
): void {
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
  countSignIn(event, fields);
  if (!isOperator(scope)) return;
  const { accountId, ...details } = fields;
  const write = insertAuditRecord(ctx.db, {
    id: randomUUID(),
    at: ctx.now(),
    event,
    actor: scope.actor,
    account_id: accountId,
    request_id: scope.requestId,
    visitor: scope.visitor,
    details: Object.keys(details).length > 0 ? JSON.stringify(details) : null,
  }).catch((error: unknown) => {
    ctx.log.error(
      { audit: event, err: error instanceof Error ? error.message : String(error) },
      'audit record not kept',
    );
  });
  trackAuditWrite(write);
}
