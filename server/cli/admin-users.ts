import fs from 'node:fs';
import readline from 'node:readline';

import { audit } from '../../lib/identity/audit/audit';
import { listUsersByEmailPrefix } from '../../lib/identity/db/queries/users';
import { deleteUser } from '../../lib/identity/domain/accounts/delete-user';
import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import { findUserByIdOrEmail } from '../../lib/identity/domain/accounts/find-user-by-id-or-email';
import { importUsers, type ImportProblem } from '../../lib/identity/domain/accounts/import-users';
import { reinstateUser } from '../../lib/identity/domain/accounts/reinstate-user';
import { suspendUser } from '../../lib/identity/domain/accounts/suspend-user';
import { unlockUser } from '../../lib/identity/domain/accounts/unlock-user';
import { setSelfieRequired } from '../../lib/identity/domain/documents/set-selfie-required';
import { isLocked } from '../../lib/identity/domain/sign-in/login-guard';
import { revokeUserSessions } from '../../lib/identity/domain/tokens/revoke-user-sessions';
import { resetTwoFa } from '../../lib/identity/domain/two-factor/reset-two-fa';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { actor, option, positional, when } from './cli-args';
import { UsageError } from './usage-error';

const USERS_LIST_LIMIT = 100;
/** How many problem lines an import prints; the counts always cover them all. */
const IMPORT_PROBLEMS_SHOWN = 50;

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
  audit(ctx, 'accounts.imported', { accountId: null, count: report.imported });
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

/** `users …`: every command that names an account takes it as its first positional, USER. */
export async function usersCommand(ctx: IdentityContext, action: string | undefined, rest: string[]) {
  if (action === 'list') {
    const prefix = emailKey(option(rest, '--email') ?? '');
    for (const u of await listUsersByEmailPrefix(ctx.db, prefix, USERS_LIST_LIMIT)) {
      const locked = await isLocked(ctx, u.email_key);
      const state =
        u.suspended_at !== null
          ? 'suspended'
          : locked
            ? 'locked'
            : u.email_confirmed_at
              ? 'confirmed'
              : 'unconfirmed';
      console.log(
        `${u.id}\t${u.email}\t${u.first_name} ${u.last_name}\t${state}\tinvite=${u.invite_code}\tverified=${u.verified === 1}\tselfieRequired=${u.selfie_required === 1}`,
      );
    }
    return 0;
  }
  const [who, value = 'on'] = positional(rest);
  if (action === 'import') {
    if (!who) throw new UsageError('users import needs FILE');
    return importFile(ctx, who);
  }
  if (!who) throw new UsageError(`users ${action ?? ''} needs USER (an account id or an e-mail)`);
  const user = async () => findUserByIdOrEmail(ctx, who);
  switch (action) {
    case 'set-selfie-required': {
      if (!['on', 'off', 'true', 'false'].includes(value)) throw new UsageError('on or off');
      const { id } = await user();
      const updated = await setSelfieRequired(ctx, id, value === 'on' || value === 'true', actor(rest));
      console.log(`${updated.id}\t${updated.email}\tselfieRequired=${updated.selfieRequired}`);
      return 0;
    }
    case 'unlock': {
      const u = await user();
      await unlockUser(ctx, u);
      console.log(`${u.id}\t${u.email}\tunlocked`);
      return 0;
    }
    case 'revoke-sessions': {
      const u = await user();
      await revokeUserSessions(ctx, u);
      console.log(`${u.id}\t${u.email}\tsigned out everywhere`);
      return 0;
    }
    case 'suspend': {
      const u = await user();
      await suspendUser(ctx, u);
      console.log(`${u.id}\t${u.email}\tsuspended: signed out everywhere, told by mail`);
      return 0;
    }
    case 'reinstate': {
      const u = await user();
      await reinstateUser(ctx, u);
      console.log(`${u.id}\t${u.email}\treinstated, told by mail`);
      return 0;
    }
    case 'reset-2fa': {
      const u = await user();
      const removed = await resetTwoFa(ctx, u);
      console.log(
        removed.length
          ? `removed ${removed.join(', ')} for ${u.email}; the owner was told, the reset recorded`
          : `${u.email} had no active second factor; the reset was recorded`,
      );
      return 0;
    }
    case 'delete': {
      if (!rest.includes('--yes')) {
        console.error('users delete erases the account for good: repeat it with --yes');
        return 2;
      }
      const u = await user();
      const erased = await deleteUser(ctx, u);
      console.log(`${u.id}\t${u.email}\terased (${erased.documents} documents, ${erased.files} files)`);
      if (erased.retainedUntil !== null) {
        console.log(
          `${erased.retained} documents kept with their files (DOCUMENT_RETENTION_DAYS): retained until ${when(erased.retainedUntil)}`,
        );
      }
      return 0;
    }
    default:
      throw new UsageError(`no command users ${action ?? ''}`);
  }
}
