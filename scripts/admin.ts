/**
 * `npm run admin -- <command>` — the operator CLI of the identity service.
 *
 *   clients add NAME        add an OAuth client for a linked product; prints its secret once
 *   clients list            list added clients (never secrets)
 *   users list [--email X]  list users whose e-mail starts with X
 *   users reset-2fa --email X
 *                           remove the second factor of the account with e-mail X (a lost phone);
 *                           recorded as done by the operator, and the owner is told
 */
import { listOAuthClients } from '../lib/identity/db/queries/oauth-clients';
import { findUserByEmailKey, listUsersByEmailPrefix } from '../lib/identity/db/queries/users';
import { createOAuthClient } from '../lib/identity/domain/create-oauth-client';
import { emailKey } from '../lib/identity/domain/email-key';
import { isLocked } from '../lib/identity/domain/login-guard';
import { resetTwoFa } from '../lib/identity/domain/reset-two-fa';
import { closeIdentity, identity } from '../lib/identity/identity-context';

const USAGE =
  'usage: npm run admin -- clients add NAME | clients list | users list [--email PREFIX] | users reset-2fa --email EMAIL';
const USERS_LIST_LIMIT = 100;

function option(args: string[], name: string): string | undefined {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
}

async function run(args: string[]): Promise<number> {
  const [area, action, ...rest] = args;
  process.env.LOG_LEVEL ??= 'warn';
  // The server answers the bot's users; this process only sends.
  const ctx = await identity({ receiveTelegramUpdates: false });
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
  if (area === 'users' && action === 'list') {
    const prefix = emailKey(option(rest, '--email') ?? '');
    for (const u of await listUsersByEmailPrefix(ctx.db, prefix, USERS_LIST_LIMIT)) {
      const locked = await isLocked(ctx, u.email_key);
      const state = locked ? 'locked' : u.email_confirmed_at ? 'confirmed' : 'unconfirmed';
      console.log(`${u.id}\t${u.email}\t${u.first_name} ${u.last_name}\t${state}\tinvite=${u.invite_code}`);
    }
    return 0;
  }
  if (area === 'users' && action === 'reset-2fa') {
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
  return usage();
}

function usage(): number {
  console.error(USAGE);
  return 2;
}

run(process.argv.slice(2))
  .then(async (code) => {
    await closeIdentity();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    await closeIdentity();
    process.exit(1);
  });
