import { listAuditTrail } from '../../lib/identity/domain/operations/list-audit-records';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { option, parseMoment, positional, when } from './cli-args';
import { UsageError } from './usage-error';

function moment(ctx: IdentityContext, rest: string[], name: string): number | undefined {
  const given = option(rest, name);
  if (given === undefined) return undefined;
  const at = parseMoment(given, ctx.now());
  if (at === undefined) throw new UsageError(`${name} takes a duration (24h, 7d) or a time, not ${given}`);
  return at;
}

/**
 * `audit list [USER] [--action EVENT] [--since WHEN] [--until WHEN] [--limit N]`: what operators did,
 * newest first, one tab-separated line each (time, event, actor, account, request, details).
 */
export async function auditCommand(ctx: IdentityContext, action: string | undefined, rest: string[]) {
  if (action !== 'list') throw new UsageError(`no command audit ${action ?? ''}`);
  const limitText = option(rest, '--limit');
  const limit = limitText === undefined ? undefined : Number(limitText);
  if (limit !== undefined && !(Number.isInteger(limit) && limit > 0)) {
    throw new UsageError(`--limit takes a positive number, not ${limitText}`);
  }
  const [user] = positional(rest);
  const records = await listAuditTrail(ctx, {
    user,
    event: option(rest, '--action'),
    since: moment(ctx, rest, '--since'),
    until: moment(ctx, rest, '--until'),
    limit,
  });
  for (const r of records) {
    console.log(
      [when(r.at), r.event, r.actor, r.account_id ?? '-', r.request_id ?? '-', r.details ?? ''].join('\t'),
    );
  }
  return 0;
}
