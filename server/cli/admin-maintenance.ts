import { backupDatabase } from '../../lib/identity/domain/operations/backup-database';
import { outboxStatus } from '../../lib/identity/domain/operations/outbox-status';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { formatDuration, positional } from './cli-args';
import { UsageError } from './usage-error';

/** `backup FILE`: an online copy of SQLite; on PostgreSQL, the pg_dump command (exit 2). */
export async function backupCommand(ctx: IdentityContext, rest: string[]): Promise<number> {
  const [file] = positional(rest);
  if (!file) throw new UsageError('backup needs FILE');
  const result = await backupDatabase(ctx, file);
  if (result.kind === 'postgres') {
    console.error(
      'The database is PostgreSQL: back it up with pg_dump, e.g.\n' +
        '  pg_dump --format=custom "$DATABASE_URL" > passport.dump\n' +
        '(with DATABASE_SCHEMA set, add --schema=<that schema>), and copy DATA_DIR with it.',
    );
    return 2;
  }
  console.log(`${result.file}\t${result.bytes} bytes\t(copy DATA_DIR's uploads and secrets.json with it)`);
  return 0;
}

/** `outbox status`: counts and the oldest wait, never a recipient or a subject. */
export async function outboxCommand(ctx: IdentityContext, action: string | undefined): Promise<number> {
  if (action !== 'status') throw new UsageError(`no command outbox ${action ?? ''}`);
  const status = await outboxStatus(ctx);
  console.log(
    `pending: ${status.pending}\tretrying: ${status.retrying}\tsending now: ${status.sending}\t` +
      `oldest pending: ${status.oldestPendingAgeMs === null ? '-' : formatDuration(status.oldestPendingAgeMs)}\t` +
      `sent in the last 24h: ${status.sentLastDay}`,
  );
  return 0;
}
