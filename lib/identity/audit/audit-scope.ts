import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Who and what an audit event happened for, set once where a request or an operator command enters
 * and read where the decision is made — so the use cases need not pass it through every call.
 */
export type AuditScope = {
  /** The request's id (lib/http/request-id.ts); null for an operator's command. */
  requestId: string | null;
  /** The visitor's address as the Node entry trusted it; null for an operator's command. */
  visitor: string | null;
  /** `visitor`, `admin_api`, or `cli:<operator>` for the admin CLI. */
  actor: string;
};

const storage = new AsyncLocalStorage<AuditScope>();

export function withAuditScope<T>(scope: AuditScope, run: () => T): T {
  return storage.run(scope, run);
}

/** Events outside any request or command (background work) are the system's own. */
const SYSTEM: AuditScope = { requestId: null, visitor: null, actor: 'system' };

export function currentAuditScope(): AuditScope {
  return storage.getStore() ?? SYSTEM;
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | null {
  return storage.getStore()?.requestId ?? null;
}
