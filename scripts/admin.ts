/**
 * `npm run admin -- <command>` — the operator CLI of the identity service.
 *
 *   clients add NAME                     add an OAuth client for a linked product; prints its secret once
 *   clients list                         list added clients (never secrets)
 *   users list [--email X]               list users whose e-mail starts with X
 *   users reset-2fa --email X            remove the second factor of the account with e-mail X (a lost
 *                                        phone); recorded as done by the operator, and the owner is told
 *   users set-selfie-required USER [on|off]
 *                                        show (default) or hide the selfie step; USER is an id or an e-mail
 *   documents list [--status S] [--email X]
 *                                        documents in status S (default WAITING_MODERATOR), oldest first
 *   documents show ID                    a document: owner, data, files on disk, decisions
 *   documents approve ID [--by NAME]     → VERIFIED
 *   documents reject ID --reason TEXT [--by NAME]
 *                                        → WAITING_USER; the owner sees TEXT on the document's tab
 *
 * Decisions are recorded as `cli:<NAME>` (default: the operating-system user) with the time.
 */
import os from 'node:os';
import path from 'node:path';

import { withAuditScope } from '../lib/identity/audit/audit-scope';
import { logToStderr } from '../lib/identity/logger/logger';
import { listOAuthClients } from '../lib/identity/db/queries/oauth-clients';
import { findUserByEmailKey, findUserById, listUsersByEmailPrefix } from '../lib/identity/db/queries/users';
import { createOAuthClient } from '../lib/identity/domain/create-oauth-client';
import { decideDocument } from '../lib/identity/domain/decide-document';
import { emailKey } from '../lib/identity/domain/email-key';
import { getModerationDocument } from '../lib/identity/domain/get-moderation-document';
import { listModerationQueue } from '../lib/identity/domain/list-moderation-queue';
import { isLocked } from '../lib/identity/domain/login-guard';
import { resetTwoFa } from '../lib/identity/domain/reset-two-fa';
import { setSelfieRequired } from '../lib/identity/domain/set-selfie-required';
import { closeIdentity, identity, type IdentityContext } from '../lib/identity/identity-context';
import { isIdentityError } from '../lib/identity/identity-error';
import { uploadsRoot } from '../lib/identity/uploads/image-store';
import { ZDocumentStatusSchema } from '../lib/schemas/verification';

const USAGE = `usage: npm run admin -- clients add NAME | clients list
       | users list [--email PREFIX] | users reset-2fa --email EMAIL | users set-selfie-required USER [on|off]
       | documents list [--status STATUS] [--email PREFIX] | documents show ID
       | documents approve ID [--by NAME] | documents reject ID --reason TEXT [--by NAME]`;
const USERS_LIST_LIMIT = 100;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

const when = (ms: number | null) => (ms === null ? '-' : new Date(ms).toISOString());

function actor(args: string[]): string {
  return `cli:${option(args, '--by') ?? os.userInfo().username}`;
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
  if (action === 'set-selfie-required') {
    const [who, flag = 'on'] = rest;
    if (!who || !['on', 'off', 'true', 'false'].includes(flag)) return usage();
    const user = who.includes('@')
      ? await findUserByEmailKey(ctx.db, emailKey(who))
      : await findUserById(ctx.db, who);
    if (!user) {
      console.error(`No user ${who}`);
      return 1;
    }
    const updated = await setSelfieRequired(ctx, user.id, flag === 'on' || flag === 'true', actor(rest));
    console.log(`${updated.id}\t${updated.email}\tselfieRequired=${updated.selfieRequired}`);
    return 0;
  }
  return usage();
}

async function run(args: string[]): Promise<number> {
  const [area, action, ...rest] = args;
  process.env.LOG_LEVEL ??= 'warn';
  // A one-shot command: the servers do the background work (mail, document checks, the bot).
  const ctx = await identity({ background: false });
  if (area === 'clients' && action === 'add') {
    const name = rest.join(' ').trim();
    if (!name) return usage();
    const client = await createOAuthClient(ctx, name);
    console.log(
      `client_id:     ${client.id}\nclient_secret: ${client.secret}\n\nThe secret is shown only now; store it in the linked product.`,
    );
    return 0;
  }
  if (area === 'clients' && action === 'list') {
    for (const c of await listOAuthClients(ctx.db))
      console.log(`${c.id}\t${c.name}\t${new Date(c.created_at).toISOString()}`);
    return 0;
  }
  if (area === 'users') return users(ctx, action, rest);
  if (area === 'documents') return documents(ctx, action, rest);
  return usage();
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

logToStderr();
// Every audit event a command causes names the operator's account on this machine as its actor.
withAuditScope({ requestId: null, visitor: null, actor: `cli:${os.userInfo().username}` }, () =>
  run(process.argv.slice(2)),
)
  .then(async (code) => {
    await closeIdentity();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    // A refused decision (not found, not awaiting a moderator) is the operator's to read, not a crash.
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
