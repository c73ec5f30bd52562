import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { samplePassport } from '../sample-passport';
import { operatorCliOfThisFile } from './admin-cli';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { register, registerConfirmed, signedInUser } from './flows';
import { jpeg } from './images';
import { serviceContext } from './in-process';
import { verificationClient } from './verification-helpers';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const REDIS_URL = process.env.TEST_REDIS_URL;

const cli = operatorCliOfThisFile();

// The operator's account commands, run as a production install runs them (node dist/admin.cjs). With
// TEST_REDIS_URL the server and the CLI share Redis as a real deployment does.
describeBackends(
  'admin CLI: users unlock, revoke-sessions, delete',
  (h) => {
    let ctx: IdentityContext | null;
    beforeAll(async () => {
      ctx = await serviceContext(h().server);
    });
    const admin = cli.admin;
    const login = (username: string, password: string) =>
      h().api.form('/oauth/token', { grant_type: 'password', username, password }, { ip: uniqueIp() });
    const active = async (token: string) =>
      (await h().api.form('/oauth/check_token', { token })).status === 200;

    it('unlock: a locked account logs in with its right password again at once', async () => {
      if (!ctx) return;
      const user = await registerConfirmed(h().server, h().api);
      for (let i = 0; i < 10; i++) {
        // Kept below the captcha gate so the ten failures reach the lock (login.test.ts tests the gate).
        await ctx.limits.reset('loginFailuresByEmail', emailKey(user.email));
        expect((await login(user.email, 'Wrong1!aa')).body.error).toBe('bad_credentials');
      }
      expect((await login(user.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
      expect((await admin('users', 'list', '--email', user.email)).stdout).toContain('\tlocked\t');
      // Shared counters (Redis) are the CLI's to clear too: the captcha the failures demanded goes as well.
      if (REDIS_URL) {
        for (let i = 0; i < 5; i++) await ctx.limits.increment('loginFailuresByEmail', emailKey(user.email));
        expect((await login(user.email, GOOD_PASSWORD)).body.error).toBe('google_recaptcha_v2_required');
      }

      const unlocked = await admin('users', 'unlock', user.email);
      expect(unlocked).toMatchObject({ code: 0, stderr: '' });
      expect(unlocked.stdout).toContain(`${user.email}\tunlocked`);
      const res = await login(user.email, GOOD_PASSWORD);
      expect([res.status, res.body.authentication_status]).toEqual([200, 'SUCCESS']);
      // A wrong password still is one.
      expect((await login(user.email, 'Wrong1!aa')).body.error).toBe('bad_credentials');
    });

    it('revoke-sessions: every session and product token of the user is inactive; others are untouched', async () => {
      const user = await signedInUser(h().server, h().api);
      const second = (await login(user.email, GOOD_PASSWORD)).body.access_token as string;
      const product = (
        await h().api.form(
          '/oauth/token',
          {
            grant_type: EXCHANGE,
            subject_token: user.token,
            subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
            audience: 'ULTIMACARD',
          },
          { ip: uniqueIp() },
        )
      ).body.access_token as string;
      // A QR login the user approved on the phone, not yet collected by the browser that shows it.
      const browser = randomBytes(18).toString('base64url');
      const qr = (
        await h().api.get('/oauth/qr/generate', { basic: true, ip: uniqueIp(), query: { browser } })
      ).body.data.payload as string;
      const approved = await h().api.json(
        'POST',
        '/v1/qr/approve',
        { code: qr },
        { token: user.token, ip: uniqueIp() },
      );
      expect(approved.status).toBe(200);
      const bystander = await signedInUser(h().server, h().api);
      for (const token of [user.token, second, product]) expect(await active(token)).toBe(true);

      // By id this time: USER is an id or an e-mail.
      const id = (await h().api.get('/v1/user', { token: user.token })).body.data.id as string;
      const revoked = await admin('users', 'revoke-sessions', id);
      expect(revoked.code).toBe(0);
      for (const token of [user.token, second, product]) expect(await active(token)).toBe(false);
      expect((await h().api.get('/v1/user', { token: user.token })).status).toBe(401);
      expect(await active(bystander.token)).toBe(true);
      const collected = await h().api.form(
        '/oauth/token',
        { grant_type: 'qr_code', code: qr, browser },
        { ip: uniqueIp() },
      );
      expect(collected.body.error).toBe('invalid_token');
      // The password still works: a new login is a new session.
      expect(await active((await login(user.email, GOOD_PASSWORD)).body.access_token)).toBe(true);
    });

    it('delete: needs --yes; then the account, its rows and its files are gone and the e-mail can register again', async () => {
      const user = await signedInUser(h().server, h().api);
      const docs = verificationClient(h().server, h().api, user.token);
      expect((await docs.save('PASSPORT', samplePassport())).status).toBe(200);
      const upload = await docs.upload('PASSPORT', await jpeg());
      expect(upload.status).toBe(200);
      const [stored] = upload.body.data.relativeFilePath as string[];
      const file = path.join(h().server.dataDir, 'uploads', stored!);
      expect(fs.existsSync(file)).toBe(true);
      const id = (await h().api.get('/v1/user', { token: user.token })).body.data.id as string;

      const refused = await admin('users', 'delete', user.email);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toContain('--yes');
      expect(await active(user.token)).toBe(true);

      const erased = await admin('users', 'delete', user.email, '--yes');
      expect(erased.code).toBe(0);
      expect(erased.stdout).toContain('erased (');
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(path.dirname(file))).toBe(false);
      expect(await active(user.token)).toBe(false);
      expect((await login(user.email, GOOD_PASSWORD)).body.error).toBe('bad_credentials');
      if (ctx) {
        for (const table of [
          'users',
          'access_tokens',
          'codes',
          'documents',
          'document_files',
          'trusted_devices',
          'two_fa_tokens',
          'security_events',
        ] as const) {
          const rows = await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where(table === 'users' ? 'id' : 'user_id', '=', id)
            .executeTakeFirstOrThrow();
          expect([table, Number(rows.n)]).toEqual([table, 0]);
        }
      }
      if (ctx) {
        // Not even the envelope of the mail it was sent (the confirmation) is kept.
        const mails = await ctx.db
          .selectFrom('mail_outbox')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('recipient', '=', user.email)
          .executeTakeFirstOrThrow();
        expect(Number(mails.n)).toBe(0);
      }
      expect((await admin('users', 'delete', user.email, '--yes')).stderr).toContain('not_found');

      // The e-mail is free: the person can sign up afresh.
      const again = await h().api.json(
        'POST',
        '/v1/registration',
        {
          email: user.email,
          firstName: 'Ada',
          lastName: 'Lovelace',
          nationalityId: 'DE',
          password: GOOD_PASSWORD,
          language: 'en',
        },
        { ip: uniqueIp() },
      );
      expect(again.status).toBe(200);
    });

    it('answers an unknown user and a bad command clearly, without a stack trace', async () => {
      const unknown = await admin('users', 'unlock', `nobody-${randomBytes(4).toString('hex')}@example.com`);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toMatch(/^refused: not_found no user /);
      const bad = await admin('users', 'frobnicate');
      expect(bad.code).toBe(2);
      expect(bad.stderr).toContain('node dist/admin.cjs');
      // An unconfirmed account is found by e-mail too.
      const pending = await register(h().api);
      expect((await admin('users', 'revoke-sessions', pending.email)).code).toBe(0);
    });
  },
  {
    inProcess: true,
    env: REDIS_URL ? { REDIS_URL, RATE_LIMIT_PREFIX: `cli-${randomBytes(4).toString('hex')}` } : {},
  },
);
