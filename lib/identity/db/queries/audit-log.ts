import type { Kysely, Selectable } from 'kysely';

import type { AuditLogTable, Database } from '../database-types';

export type AuditRecord = Selectable<AuditLogTable>;

export function insertAuditRecord(db: Kysely<Database>, record: AuditRecord): Promise<unknown> {
  return db.insertInto('audit_log').values(record).execute();
}

export type AuditFilter = {
  accountId?: string;
  event?: string;
  /** ms since the epoch, inclusive */
  since?: number;
  /** ms since the epoch, exclusive */
  until?: number;
  limit: number;
};

/** The newest records first that pass every given filter. */
export function listAuditRecords(db: Kysely<Database>, filter: AuditFilter): Promise<AuditRecord[]> {
  let query = db.selectFrom('audit_log').selectAll();
  if (filter.accountId !== undefined) query = query.where('account_id', '=', filter.accountId);
  if (filter.event !== undefined) query = query.where('event', '=', filter.event);
  if (filter.since !== undefined) query = query.where('at', '>=', filter.since);
  if (filter.until !== undefined) query = query.where('at', '<', filter.until);
  return query.orderBy('at', 'desc').orderBy('id', 'desc').limit(filter.limit).execute();
}
