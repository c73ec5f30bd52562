/**
 * The operator CLI of the identity service. On a production install (compiled by `npm run build`):
 * `node dist/admin.cjs <command>`; in development: `npm run admin -- <command>`. The commands are listed
 * in USAGE below and explained in docs/operations.md ("The admin CLI"). Every command that names an
 * account takes it as its first positional, USER (an account id or an e-mail).
 *
 * Decisions are recorded as `cli:<NAME>` (default: the operating-system user) in the audit trail.
 * Exit codes: 0 done (and --help, --version), 1 refused or failed, 2 usage (and backup on PostgreSQL).
 */
import os from 'node:os';

import { withAuditScope } from '../../lib/identity/audit/audit-scope';
import { closeIdentity, identity } from '../../lib/identity/identity-context';
import { isIdentityError } from '../../lib/identity/identity-error';
import { logToStderr } from '../../lib/identity/logger/logger';
import { VERSION } from '../version';
import { auditCommand } from './admin-audit';
import { clientsCommand } from './admin-clients';
import { documentsCommand } from './admin-documents';
import { keysCommand } from './admin-keys';
import { logoutCommand } from './admin-logout';
import { backupCommand, outboxCommand } from './admin-maintenance';
import { usersCommand } from './admin-users';
import { UsageError } from './usage-error';

const USAGE = `usage: node dist/admin.cjs COMMAND     (development: npm run admin -- COMMAND)
  users list [--email PREFIX]
  users unlock USER | users revoke-sessions USER | users suspend USER | users reinstate USER
  users reset-2fa USER | users set-selfie-required USER [on|off] | users delete USER --yes
  users import FILE
  clients list | clients remove CLIENT | clients rotate CLIENT [--old-secret-until WHEN]
  clients add NAME [--group GROUP] [--redirect-uri URI]… [--post-logout-redirect-uri URI]…
              [--backchannel-logout-uri URI] [--webhook-url URI] [--json]
  keys rotate | logout deliveries [--failed] [--json]
  documents list [USER] [--status STATUS] | documents show ID | documents retained
  documents approve ID [--by NAME] | documents reject ID --reason TEXT [--by NAME]
  audit list [USER] [--action EVENT] [--since WHEN] [--until WHEN] [--limit N]
  backup FILE | outbox status
  --help | --version
USER: an account id or an e-mail; CLIENT: a client id, or its name when unambiguous;
WHEN: a duration (30m, 24h, 7d — back from now, or ahead for --old-secret-until) or an ISO time`;

const AREAS = new Set(['users', 'clients', 'documents', 'audit', 'backup', 'outbox', 'keys', 'logout']);

async function run(args: string[]): Promise<number> {
  if (args.includes('--version') || args[0] === 'version') {
    console.log(`passport ${VERSION}`);
    return 0;
  }
  if (args.includes('--help') || args.includes('-h') || args[0] === 'help') {
    console.log(USAGE);
    return 0;
  }
  const [area, action, ...rest] = args;
  if (!area || !AREAS.has(area)) throw new UsageError(area ? `no command ${area}` : 'no command');
  process.env.LOG_LEVEL ??= 'warn';
  logToStderr();
  // A one-shot command: the servers do the background work (mail, document checks, the bot).
  const ctx = await identity({ background: false });
  if (area === 'users') return usersCommand(ctx, action, rest);
  if (area === 'clients') return clientsCommand(ctx, action, rest);
  if (area === 'documents') return documentsCommand(ctx, action, rest);
  if (area === 'audit') return auditCommand(ctx, action, rest);
  if (area === 'keys') return keysCommand(ctx, action);
  if (area === 'logout') return logoutCommand(ctx, action, rest);
  if (area === 'backup') return backupCommand(ctx, action === undefined ? [] : [action, ...rest]);
  return outboxCommand(ctx, action);
}

function explain(error: unknown): number {
  if (error instanceof UsageError) {
    console.error(`${error.message}\n${USAGE}`);
    return 2;
  }
  // A refusal (not found, not awaiting a moderator, …) is the operator's to read, not a crash.
  console.error(
    isIdentityError(error)
      ? `refused: ${error.code} ${error.options.description ?? ''}`.trim()
      : error instanceof Error
        ? error.message
        : error,
  );
  return 1;
}

// Every audit event a command causes names the operator's account on this machine as its actor.
withAuditScope({ requestId: null, visitor: null, actor: `cli:${os.userInfo().username}` }, () =>
  run(process.argv.slice(2)),
)
  .catch(explain)
  .then(async (code) => {
    // Waits for the command's audit rows too (identity-context.ts).
    await closeIdentity();
    process.exit(code);
  });
