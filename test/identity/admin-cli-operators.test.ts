import packageJson from '../../package.json';
import { operatorCliOfThisFile, printedCredentials } from './admin-cli';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, registerConfirmed } from './flows';
import { serviceContext } from './in-process';
import { waitForMail } from './mailbox';
import { ADMIN_TOKEN, adminClient } from './verification-helpers';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

const { admin: runAdmin } = operatorCliOfThisFile();
const credentials = printedCredentials;

// The operators' tools (operations issue): suspending an account, a lasting audit trail the server and
// the CLI both write, a secret rotation that lets a product's replicas switch in their own time, and a
// CLI whose verbs take the user the same way and whose --help and --version answer 0.
describeBackends(
  'admin CLI: suspend, audit trail, rotation overlap, help',
  (h) => {
    const admin = runAdmin;
    const passwordLogin = (username: string, password = GOOD_PASSWORD) =>
      h().api.form('/oauth/token', { grant_type: 'password', username, password }, { ip: uniqueIp() });
    const active = async (token: string) =>
      (await h().api.form('/oauth/check_token', { token })).status === 200;

    it('suspend: no sign-in, every token dead, the owner told in their language; reinstate undoes it', async () => {
      const user = await registerConfirmed(h().server, h().api, { language: 'de' });
      const session = await login(h().api, user.email);
      const product = (
        await h().api.form(
          '/oauth/token',
          {
            grant_type: EXCHANGE,
            subject_token: session,
            subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
            audience: 'ULTIMACARD',
          },
          { ip: uniqueIp() },
        )
      ).body.access_token as string;
      expect([await active(session), await active(product)]).toEqual([true, true]);

      const suspended = await admin('users', 'suspend', user.email);
      expect(suspended).toMatchObject({ code: 0, stderr: '' });
      expect([await active(session), await active(product)]).toEqual([false, false]);
      // The right password gets the locked-account answer (its popup names support)…
      const refused = await passwordLogin(user.email);
      expect([refused.status, refused.body.error]).toEqual([400, 'user_account_locked']);
      // …a wrong one learns nothing about the suspension.
      expect((await passwordLogin(user.email, 'Wrong1!aa')).body.error).toBe('bad_credentials');
      expect((await admin('users', 'list', '--email', user.email)).stdout).toContain('\tsuspended\t');
      const told = await waitForMail(h().server.dataDir, user.email, /Passport-Konto wurde gesperrt/);
      expect(told.subject).toBe('Ihr Passport-Konto ist gesperrt');
      expect(told.text).toContain('support@example.com');
      // Suspending twice is refused, not silently repeated.
      expect(await admin('users', 'suspend', user.email)).toMatchObject({ code: 1 });

      const reinstated = await admin('users', 'reinstate', user.email);
      expect(reinstated.code).toBe(0);
      const again = await passwordLogin(user.email);
      expect([again.status, again.body.authentication_status]).toEqual([200, 'SUCCESS']);
      // The old sessions stay dead: reinstating gives back the account, not the tokens.
      expect(await active(session)).toBe(false);
      await waitForMail(h().server.dataDir, user.email, /wieder freigegeben/);
      expect((await admin('users', 'reinstate', user.email)).code).toBe(1);
    });

    it('audit list: operator actions of the CLI and the moderation API are kept, filtered by user, action and time', async () => {
      const user = await registerConfirmed(h().server, h().api);
      const other = await registerConfirmed(h().server, h().api);
      await login(h().api, user.email);
      const before = new Date().toISOString();
      expect((await admin('users', 'unlock', user.email)).code).toBe(0);
      expect((await admin('users', 'revoke-sessions', other.email)).code).toBe(0);
      // The server writes the moderation API's actions to the same table.
      const id = (await admin('users', 'list', '--email', user.email)).stdout.split('\t')[0]!;
      const patched = await adminClient(h().api).patch(`/admin/v1/users/${id}`, { selfieRequired: true });
      expect(patched.status).toBe(200);

      const mine = await admin('audit', 'list', user.email);
      expect(mine.code).toBe(0);
      const lines = mine.stdout.trim().split('\n');
      // Newest first; only operators' actions (the user's own login is a log line, not a record).
      expect(lines.map((line) => line.split('\t')[1])).toEqual([
        'account.selfie_required',
        'account.unlocked',
      ]);
      expect(lines[0]!.split('\t')).toEqual([
        expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        'account.selfie_required',
        'admin_api',
        id,
        expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        '{"value":"on","decidedBy":"api"}',
      ]);
      expect(lines[1]!.split('\t').slice(2, 5)).toEqual([expect.stringMatching(/^cli:/), id, '-']);

      const byAction = await admin('audit', 'list', '--action', 'sessions.revoked', '--since', before);
      expect(byAction.stdout.trim().split('\n')).toHaveLength(1);
      expect(byAction.stdout).toContain('\tsessions.revoked\t');
      // By the account's id too (an erased account keeps its records under it).
      expect((await admin('audit', 'list', id, '--action', 'account.unlocked')).stdout).toContain(id);
      expect((await admin('audit', 'list', user.email, '--until', before)).stdout).toBe('');
      expect(
        (await admin('audit', 'list', '--since', '1h', '--limit', '1')).stdout.trim().split('\n'),
      ).toHaveLength(1);

      const unknown = await admin('audit', 'list', '--action', 'account.exploded');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('refused: invalid_value no event account.exploded');
      expect((await admin('audit', 'list', '--since', 'yesterday')).code).toBe(2);
    });

    it('rotate with an overlap: both secrets work until the deadline, then only the new one', async () => {
      const ctx = await serviceContext(h().server);
      const old = credentials((await admin('clients', 'add', 'Replicated product')).stdout);
      const user = await registerConfirmed(h().server, h().api);
      const token = await login(h().api, user.email);
      const check = (basic: { id: string; secret: string }) =>
        h().api.form('/oauth/check_token', { token }, { basic });

      const rotated = await admin('clients', 'rotate', old.id, '--old-secret-until', '1h');
      expect(rotated.code).toBe(0);
      expect(rotated.stdout).toMatch(/The old one keeps working until \d{4}-/);
      const fresh = credentials(rotated.stdout);
      expect((await check(old)).status).toBe(200);
      expect((await check(fresh)).status).toBe(200);
      expect((await admin('clients', 'list')).stdout).toMatch(
        new RegExp(`${old.id}\\tReplicated product\\t.*\\told secret until \\d{4}-`),
      );
      const recorded = await admin('audit', 'list', '--action', 'client.rotated');
      expect(recorded.stdout).toContain(`"clientId":"${old.id}","previousSecretUntil":`);

      if (ctx) {
        // Past the deadline only the new secret opens the door.
        const now = ctx.now;
        ctx.now = () => now() + 60 * 60 * 1000 + 1;
        try {
          expect((await check(old)).status).toBe(401);
          expect((await check(fresh)).status).toBe(200);
        } finally {
          ctx.now = now;
        }
      }
      // A rotation without a deadline (a leaked secret) ends the overlap too.
      const cut = credentials((await admin('clients', 'rotate', old.id)).stdout);
      expect((await check(fresh)).status).toBe(401);
      expect((await check(old)).status).toBe(401);
      expect((await check(cut)).status).toBe(200);
      expect((await admin('clients', 'rotate', old.id, '--old-secret-until', '90d')).stderr).toContain(
        'invalid_value',
      );
      expect((await admin('clients', 'rotate', old.id, '--old-secret-until', 'soon')).code).toBe(2);
    });

    it('--help and --version answer 0; a bad command line answers 2 with the usage', async () => {
      for (const args of [['--help'], ['help'], ['users', '--help'], ['audit', 'list', '-h']]) {
        const help = await admin(...args);
        expect([args, help.code, help.stderr]).toEqual([args, 0, '']);
        expect(help.stdout).toContain('users reset-2fa USER');
        expect(help.stdout).toContain('audit list [USER]');
      }
      expect(await admin('--version')).toMatchObject({
        code: 0,
        stdout: `passport ${packageJson.version}\n`,
      });
      const bad = await admin('users', 'reset-2fa', '--email', 'x@example.com');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('needs USER');
      expect((await admin('nonsense')).code).toBe(2);
    });
  },
  { inProcess: true, env: { ADMIN_TOKEN } },
);
