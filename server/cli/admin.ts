/**
 * The operator CLI of the identity service. On a production install (compiled by `npm run build`):
 * `node dist/admin.cjs <command>`; in development: `npm run admin -- <command>`.
 *
 *   clients add NAME [--group GROUP]     add an OAuth client for a linked product; prints its secret once.
 *                                        --group binds it to a product group: its tokens are that group's
 *                                        and its check_token sees no other group's tokens
 *   clients list                         list added clients (never secrets)
 *   clients rotate CLIENT                a new secret, printed once; the old one stops working at once
 *   clients remove CLIENT                remove a client and revoke the tokens it obtained
 *                                        (CLIENT: the client id, or its name when that is unambiguous)
 *   users list [--email X]               list users whose e-mail starts with X
 *   users unlock USER                    lift a login lock and forget the failures counted toward it
 *   users revoke-sessions USER           sign the user out everywhere (portal and linked products)
 *   users delete USER --yes              erase the account: documents, uploaded files, codes, tokens,
 *                                        second factors, everything keyed to it; asks nothing, needs --yes
 *   users import FILE                    import users from a JSON Lines file (README "The admin CLI")
 *   users reset-2fa --email X            remove the second factor of the account with e-mail X (a lost
 *                                        phone); recorded as done by the operator, and the owner is told
 *   users set-selfie-required USER [on|off]
 *                                        show (default) or hide the selfie step
 *                                        (USER: an account id or an e-mail)
 *   documents list [--status S] [--email X]
 *                                        documents in status S (default WAITING_MODERATOR), oldest first
 *   documents show ID                    a document: owner, data, files on disk, decisions
 *   documents approve ID [--by NAME]     → VERIFIED
 *   documents reject ID --reason TEXT [--by NAME]
 *                                        → WAITING_USER; the owner sees TEXT on the document's tab
 *   backup FILE                          SQLite: an online copy of the database into FILE (a new file).
 *                                        PostgreSQL: prints the pg_dump command and exits 2
 *   outbox status                        undelivered mail: how many, how many retrying, the oldest wait
 *
 * Decisions are recorded as `cli:<NAME>` (default: the operating-system user) with the time.
 * Exit codes: 0 done, 1 refused or failed, 2 usage (and backup on PostgreSQL).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

import { withAuditScope } from '../../lib/identity/audit/audit-scope';
import { listOAuthClients } from '../../lib/identity/db/queries/oauth-clients';
import { findUserByEmailKey, listUsersByEmailPrefix } from '../../lib/identity/db/queries/users';
import { deleteUser } from '../../lib/identity/domain/accounts/delete-user';
import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import { findUserByIdOrEmail } from '../../lib/identity/domain/accounts/find-user-by-id-or-email';
import { importUsers, type ImportProblem } from '../../lib/identity/domain/accounts/import-users';
import { unlockUser } from '../../lib/identity/domain/accounts/unlock-user';
import { createOAuthClient } from '../../lib/identity/domain/clients/create-oauth-client';
import { removeOAuthClient } from '../../lib/identity/domain/clients/remove-oauth-client';
import { rotateOAuthClient } from '../../lib/identity/domain/clients/rotate-oauth-client';
import { decideDocument } from '../../lib/identity/domain/documents/decide-document';
import { getModerationDocument } from '../../lib/identity/domain/documents/get-moderation-document';
import { listModerationQueue } from '../../lib/identity/domain/documents/list-moderation-queue';
import { setSelfieRequired } from '../../lib/identity/domain/documents/set-selfie-required';
import { backupDatabase } from '../../lib/identity/domain/operations/backup-database';
import { outboxStatus } from '../../lib/identity/domain/operations/outbox-status';
import { isLocked } from '../../lib/identity/domain/sign-in/login-guard';
import { revokeUserSessions } from '../../lib/identity/domain/tokens/revoke-user-sessions';
import { resetTwoFa } from '../../lib/identity/domain/two-factor/reset-two-fa';
import { closeIdentity, identity, type IdentityContext } from '../../lib/identity/identity-context';
import { isIdentityError } from '../../lib/identity/identity-error';
import { logToStderr } from '../../lib/identity/logger/logger';
import { uploadsRoot } from '../../lib/identity/uploads/image-store';
import { parseApplication } from '../../lib/products';
import { ZDocumentStatusSchema } from '../../lib/schemas/verification';

const USAGE = `usage: node dist/admin.cjs COMMAND     (development: npm run admin -- COMMAND)
  clients add NAME [--group GROUP] | clients list | clients rotate CLIENT | clients remove CLIENT
  users list [--email PREFIX] | users unlock USER | users revoke-sessions USER | users delete USER --yes
  users import FILE | users reset-2fa --email EMAIL | users set-selfie-required USER [on|off]
  documents list [--status STATUS] [--email PREFIX] | documents show ID
  documents approve ID [--by NAME] | documents reject ID --reason TEXT [--by NAME]
  backup FILE | outbox status
USER: an account id or an e-mail; CLIENT: a client id, or its name when unambiguous`;
const USERS_LIST_LIMIT = 100;
/** How many problem lines an import prints; the counts always cover them all. */
const IMPORT_PROBLEMS_SHOWN = 50;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

/** The arguments that are neither an option nor an option's value (`--yes` takes none). */
function positional(args: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--yes') continue;
    if (arg.startsWith('--')) i++;
    else out.push(arg);
  }
  return out;
}

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

function actor(args: string[]): string {
  return `cli:${option(args, '--by') ?? os.userInfo().username}`;
}

function duration(ms: number): string {
  const s = Math.round(ms / 1000);
  if (s < 120) return `${s}s`;
  if (s < 7200) return `${Math.round(s / 60)}min`;
  return `${(s / 3600).toFixed(1)}h`;
}

async function documents(ctx: IdentityContext, action: string | undefined, rest: string[]): Promise<number> {
  if (action === 'list') {
    const status = ZDocumentStatusSchema.safeParse(option(rest, '--status') ?? 'WAITING_MODERATOR');
    if (!status.success) return usage();
    const prefix = emailKey(option(rest, '--email') ?? '');
    for (const d of await listModerationQueue(ctx, status.data)) {
      if (prefix && !emailKey(d.email).startsWith(prefix)) continue;
      console.log(
        `${d.id}\t${d.documentType}\t${d.status}\t${d.email}\tfiles=${d.fileCount}\tsubmitted=${when(d.submittedAt)}`,
      );
    }
    return 0;
  }
  const id = rest[0];
  if (!id) return usage();
  if (action === 'show') {
    const d = await getModerationDocument(ctx, id);
    console.log(`${d.id}\t${d.documentType}\t${d.status}\t${d.email} (${d.userId})`);
    console.log(`submitted: ${when(d.submittedAt)}\tupdated: ${when(d.updatedAt)}`);
    console.log(`data: ${JSON.stringify(d.documentMetadata)}`);
    for (const f of d.files) {
      console.log(
        `file: ${path.join(uploadsRoot(ctx.config.dataDir), f.path)}\t${f.mimeType}\t${f.width}x${f.height}`,
      );
    }
    for (const decision of d.decisions) {
      console.log(
        `decision: ${decision.decision}\tby ${decision.decidedBy}\tat ${when(decision.decidedAt)}${decision.reason ? `\t${decision.reason}` : ''}`,
      );
    }
    return 0;
  }
  if (action === 'approve') {
    const d = await decideDocument(ctx, id, { decision: 'APPROVED' }, actor(rest));
    console.log(`${d.id}\t${d.status}`);
    return 0;
  }
  if (action === 'reject') {
    const reason = option(rest, '--reason')?.trim();
    if (!reason) return usage();
    const d = await decideDocument(ctx, id, { decision: 'REJECTED', reason }, actor(rest));
    console.log(`${d.id}\t${d.status}`);
    return 0;
  }
  return usage();
}

function printProblems(label: string, problems: ImportProblem[]): void {
  for (const p of problems.slice(0, IMPORT_PROBLEMS_SHOWN))
    console.log(`  line ${p.line}: ${label}: ${p.reason}`);
  if (problems.length > IMPORT_PROBLEMS_SHOWN) {
    console.log(`  … and ${problems.length - IMPORT_PROBLEMS_SHOWN} more ${label} lines`);
  }
}

async function importFile(ctx: IdentityContext, file: string): Promise<number> {
  if (!fs.existsSync(file)) {
    console.error(`No file ${file}`);
    return 1;
  }
  const lines = readline.createInterface({ input: fs.createReadStream(file), crlfDelay: Infinity });
  const report = await importUsers(ctx, lines);
  console.log(
    `imported ${report.imported}; skipped ${report.existing.length + report.invalid.length} ` +
      `(${report.existing.length} existing e-mail, ${report.invalid.length} invalid)` +
      (report.sponsorsNotFound.length ? `; ${report.sponsorsNotFound.length} without their sponsor` : ''),
  );
  printProblems('existing', report.existing);
  printProblems('invalid', report.invalid);
  printProblems('sponsor', report.sponsorsNotFound);
  return report.invalid.length > 0 ? 1 : 0;
}

async function users(ctx: IdentityContext, action: string | undefined, rest: string[]): Promise<number> {
  if (action === 'list') {
    const prefix = emailKey(option(rest, '--email') ?? '');
    for (const u of await listUsersByEmailPrefix(ctx.db, prefix, USERS_LIST_LIMIT)) {
      const locked = await isLocked(ctx, u.email_key);
      const state = locked ? 'locked' : u.email_confirmed_at ? 'confirmed' : 'unconfirmed';
      console.log(
        `${u.id}\t${u.email}\t${u.first_name} ${u.last_name}\t${state}\tinvite=${u.invite_code}\tverified=${u.verified === 1}\tselfieRequired=${u.selfie_required === 1}`,
      );
    }
    return 0;
  }
  if (action === 'reset-2fa') {
    const email = option(rest, '--email');
    if (!email) return usage();
    const user = await findUserByEmailKey(ctx.db, emailKey(email));
    if (!user) {
      console.error(`No user with the e-mail ${email}`);
      return 1;
    }
    const removed = await resetTwoFa(ctx, user);
    console.log(
      removed.length
        ? `removed ${removed.join(', ')} for ${user.email}; the owner was told, the reset recorded`
        : `${user.email} had no active second factor; the reset was recorded`,
    );
    return 0;
  }
  if (action === 'import') {
    const [file] = positional(rest);
    return file ? importFile(ctx, file) : usage();
  }
  const [who, flag = 'on'] = positional(rest);
  if (!who) return usage();
  if (action === 'set-selfie-required') {
    if (!['on', 'off', 'true', 'false'].includes(flag)) return usage();
    const user = await findUserByIdOrEmail(ctx, who);
    const updated = await setSelfieRequired(ctx, user.id, flag === 'on' || flag === 'true', actor(rest));
    console.log(`${updated.id}\t${updated.email}\tselfieRequired=${updated.selfieRequired}`);
    return 0;
  }
  if (action === 'unlock') {
    const user = await findUserByIdOrEmail(ctx, who);
    await unlockUser(ctx, user);
    console.log(`${user.id}\t${user.email}\tunlocked`);
    return 0;
  }
  if (action === 'revoke-sessions') {
    const user = await findUserByIdOrEmail(ctx, who);
    await revokeUserSessions(ctx, user);
    console.log(`${user.id}\t${user.email}\tsigned out everywhere`);
    return 0;
  }
  if (action === 'delete') {
    if (!rest.includes('--yes')) {
      console.error('users delete erases the account for good: repeat it with --yes');
      return 2;
    }
    const user = await findUserByIdOrEmail(ctx, who);
    const erased = await deleteUser(ctx, user);
    console.log(`${user.id}\t${user.email}\terased (${erased.documents} documents, ${erased.files} files)`);
    return 0;
  }
  return usage();
}

async function clients(ctx: IdentityContext, action: string | undefined, rest: string[]): Promise<number> {
  if (action === 'list') {
    for (const c of await listOAuthClients(ctx.db)) {
      console.log(
        `${c.id}\t${c.name}\tgroup=${c.product_group ?? '-'}\t${new Date(c.created_at).toISOString()}`,
      );
    }
    return 0;
  }
  const name = positional(rest).join(' ').trim();
  if (!name) return usage();
  if (action === 'add') {
    const groupArg = option(rest, '--group');
    const group = groupArg === undefined ? null : parseApplication(groupArg);
    if (group === undefined) {
      console.error(`Unknown product group ${groupArg}`);
      return 2;
    }
    const client = await createOAuthClient(ctx, name, group);
    console.log(
      `client_id:     ${client.id}\nclient_secret: ${client.secret}\n` +
        (client.group ? `group:         ${client.group}\n` : '') +
        '\nThe secret is shown only now; store it in the linked product.',
    );
    return 0;
  }
  if (action === 'rotate') {
    const client = await rotateOAuthClient(ctx, name);
    console.log(
      `client_id:     ${client.id}\nclient_secret: ${client.secret}\n\n` +
        'The secret is shown only now and the old one no longer works: store it in the linked product.',
    );
    return 0;
  }
  if (action === 'remove') {
    const client = await removeOAuthClient(ctx, name);
    console.log(`${client.id}\tremoved; its tokens are revoked`);
    return 0;
  }
  return usage();
}

async function backup(ctx: IdentityContext, rest: string[]): Promise<number> {
  const [file] = positional(rest);
  if (!file) return usage();
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

async function outbox(ctx: IdentityContext, action: string | undefined): Promise<number> {
  if (action !== 'status') return usage();
  const status = await outboxStatus(ctx);
  console.log(
    `pending: ${status.pending}\tretrying: ${status.retrying}\tsending now: ${status.sending}\t` +
      `oldest pending: ${status.oldestPendingAgeMs === null ? '-' : duration(status.oldestPendingAgeMs)}\t` +
      `sent in the last 24h: ${status.sentLastDay}`,
  );
  return 0;
}

async function run(args: string[]): Promise<number> {
  const [area, action, ...rest] = args;
  if (!area) return usage();
  process.env.LOG_LEVEL ??= 'warn';
  logToStderr();
  // A one-shot command: the servers do the background work (mail, document checks, the bot).
  const ctx = await identity({ background: false });
  if (area === 'clients') return clients(ctx, action, rest);
  if (area === 'users') return users(ctx, action, rest);
  if (area === 'documents') return documents(ctx, action, rest);
  if (area === 'backup') return backup(ctx, action === undefined ? [] : [action, ...rest]);
  if (area === 'outbox') return outbox(ctx, action);
  return usage();
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

// Every audit event a command causes names the operator's account on this machine as its actor.
withAuditScope({ requestId: null, visitor: null, actor: `cli:${os.userInfo().username}` }, () =>
  run(process.argv.slice(2)),
)
  .then(async (code) => {
    await closeIdentity();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    // A refusal (not found, not awaiting a moderator, …) is the operator's to read, not a crash.
    console.error(
      isIdentityError(error)
        ? `refused: ${error.code} ${error.options.description ?? ''}`.trim()
        : error instanceof Error
          ? error.message
          : error,
    );
    await closeIdentity();
    process.exit(1);
  });
