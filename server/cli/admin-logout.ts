import type { IdentityContext } from '../../lib/identity/identity-context';
import { listLogoutDeliveries } from '../../lib/identity/oidc/logout-deliveries';
import { when } from './cli-args';
import { UsageError } from './usage-error';

/** `logout deliveries [--failed] [--json]`: the back-channel logouts products were sent, newest first. */
export async function logoutCommand(ctx: IdentityContext, action: string | undefined, rest: string[]) {
  if (action !== 'deliveries') throw new UsageError(`no command logout ${action ?? ''}`);
  const rows = await listLogoutDeliveries(ctx.db, { failedOnly: rest.includes('--failed') });
  const shown = rows.map((row) => ({
    id: row.id,
    client_id: row.client_id,
    user_id: row.user_id,
    reason: row.reason,
    state: row.delivered_at !== null ? 'delivered' : row.failed_at !== null ? 'given_up' : 'pending',
    attempts: row.attempts,
    created_at: when(row.created_at),
    next_attempt_at: row.delivered_at === null && row.failed_at === null ? when(row.next_attempt_at) : null,
    last_error: row.last_error,
  }));
  if (rest.includes('--json')) {
    console.log(JSON.stringify(shown));
    return 0;
  }
  for (const d of shown)
    console.log(
      `${d.id}\t${d.client_id}\t${d.user_id}\t${d.reason}\t${d.state}\ttries=${d.attempts}\t${d.created_at}` +
        (d.next_attempt_at ? `\tnext ${d.next_attempt_at}` : '') +
        (d.last_error ? `\t${d.last_error}` : ''),
    );
  return 0;
}
