import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import * as oidc from 'openid-client';

import { insertOutboxMail } from '../../lib/identity/db/queries/mail-outbox';
import { operatorCliOfThisFile, printedCredentials } from './admin-cli';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { registerConfirmed, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { relyingParty, signInThroughPortal } from './oidc-rp';
import { waitUntil } from './wait-until';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';

const { admin: runAdmin, migrate } = operatorCliOfThisFile();
const credentials = printedCredentials;

// The operator's client, backup, outbox and migration commands, run as a production install runs
// them (node dist/admin.cjs, node dist/db-migrate.cjs).
describeBackends(
  'admin CLI: clients, backup, outbox, migrations',
  (h) => {
    const admin = runAdmin;
    const check = (token: string, basic?: { id: string; secret: string }) =>
      h().api.form('/oauth/check_token', { token }, basic ? { basic } : {});
    const passwordLogin = (basic: { id: string; secret: string }, username: string, application?: string) =>
      h().api.form(
        '/oauth/token',
        { grant_type: 'password', username, password: GOOD_PASSWORD, application },
        { basic, ip: uniqueIp() },
      );
    const productToken = async (subject: string, audience: string) =>
      (
        await h().api.form(
          '/oauth/token',
          {
            grant_type: EXCHANGE,
            subject_token: subject,
            subject_token_type: 'urn:ietf:params:oauth:token-type:access_token',
            audience,
          },
          { ip: uniqueIp() },
        )
      ).body.access_token as string;

    it('a client bound to a product group gets and sees only that group’s tokens', async () => {
      const added = await admin('clients', 'add', 'Card shop', '--group', 'ultimacard');
      expect(added.code).toBe(0);
      expect(added.stdout).toContain('group:         ULTIMACARD');
      const card = credentials(added.stdout);
      const listed = await admin('clients', 'list');
      expect(listed.stdout).toContain(`${card.id}\tCard shop\tgroup=ULTIMACARD`);
      expect(listed.stdout).not.toContain(card.secret);

      const user = await signedInUser(h().server, h().api);
      const own = await passwordLogin(card, user.email);
      expect(own.status).toBe(200);
      expect((await check(own.body.access_token, card)).body).toMatchObject({
        active: true,
        application: 'ULTIMACARD',
        client_id: card.id,
      });
      expect((await passwordLogin(card, user.email, 'SMART')).body.error).toBe('unsupported_application');

      // Another product's token, and the portal's own session, are nothing to this client …
      expect((await check(await productToken(user.token, 'SMART'), card)).status).toBe(401);
      expect((await check(user.token, card)).status).toBe(401);
      // … its own product's token is; and the portal's unbound client still sees them all.
      expect((await check(await productToken(user.token, 'ULTIMACARD'), card)).status).toBe(200);
      expect((await check(own.body.access_token)).status).toBe(200);

      expect((await admin('clients', 'add', 'Nowhere', '--group', 'MARS')).code).toBe(2);
    });

    it('rotate: the new secret works at once and the old one no more; remove: nothing works', async () => {
      const plain = credentials((await admin('clients', 'add', 'Rotating product')).stdout);
      const user = await registerConfirmed(h().server, h().api);
      const token = (await passwordLogin(plain, user.email)).body.access_token as string;
      expect((await check(token, plain)).status).toBe(200);
      const minted = await productToken(token, 'SMART');
      expect((await check(minted)).status).toBe(200);

      const rotated = await admin('clients', 'rotate', plain.id);
      expect(rotated.code).toBe(0);
      const fresh = credentials(rotated.stdout);
      expect(fresh.id).toBe(plain.id);
      expect(fresh.secret).not.toBe(plain.secret);
      expect((await check(token, plain)).status).toBe(401);
      expect((await check(token, fresh)).body.active).toBe(true);

      // By name, as the operator knows it.
      const removed = await admin('clients', 'remove', 'Rotating product');
      expect(removed.code).toBe(0);
      expect((await check(token, fresh)).status).toBe(401);
      expect((await check(token)).status).toBe(401);
      // So is every product token minted from its logins.
      expect((await check(minted)).status).toBe(401);
      expect((await admin('clients', 'list')).stdout).not.toContain(plain.id);
      expect((await admin('clients', 'rotate', plain.id)).stderr).toContain('not_found');
    });

    it('backup: SQLite gets an online copy that opens and holds the users; PostgreSQL is pointed to pg_dump', async () => {
      const user = await registerConfirmed(h().server, h().api);
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-backup-'));
      try {
        const file = path.join(dir, 'passport-backup.sqlite');
        const result = await admin('backup', file);
        if (h().server.backend === 'postgres') {
          expect(result.code).toBe(2);
          expect(result.stderr).toContain('pg_dump');
          expect(fs.existsSync(file)).toBe(false);
          return;
        }
        expect(result.code).toBe(0);
        expect(fs.statSync(file).mode & 0o777).toBe(0o600);
        const copy = new BetterSqlite3(file, { readonly: true });
        try {
          expect(copy.pragma('integrity_check', { simple: true })).toBe('ok');
          const row = copy.prepare('select email from users where email = ?').get(user.email);
          expect(row).toEqual({ email: user.email });
        } finally {
          copy.close();
        }
        // An existing file is never overwritten.
        const again = await admin('backup', file);
        expect(again.code).toBe(1);
        expect(again.stderr).toContain('exists');
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    it('outbox status: counts and the oldest wait, never a recipient or a subject', async () => {
      const ctx = await serviceContext(h().server);
      if (!ctx) return;
      const recipient = uniqueEmail('stuck');
      const now = Date.now();
      const id = await insertOutboxMail(
        ctx.db,
        { recipient, subject: 'Secret subject 4711', text: 'code 123456', html: '<p>code 123456</p>' },
        now - 60 * 60 * 1000,
      );
      // As if the relay refused it twice: the next try is due later.
      await ctx.db
        .updateTable('mail_outbox')
        .set({ attempts: 2, next_attempt_at: now + 60 * 60 * 1000 })
        .where('id', '=', id)
        .execute();
      const status = await admin('outbox', 'status');
      expect(status.code).toBe(0);
      expect(status.stdout).toMatch(
        /^pending: [1-9]\d*\tretrying: [1-9]\d*\tsending now: \d+\toldest pending: \d+min\t/,
      );
      for (const secret of [recipient, 'Secret subject', '123456'])
        expect(status.stdout).not.toContain(secret);
      await ctx.db.deleteFrom('mail_outbox').where('id', '=', id).execute();
    });

    it('clients add --redirect-uri … --json: a relying party signs in with it; logout deliveries shows what its product was sent', async () => {
      const added = await admin(
        'clients',
        'add',
        'Farm (OIDC)',
        '--redirect-uri',
        'http://127.0.0.1:4400/callback',
        '--backchannel-logout-uri',
        'http://10.9.9.9/logout',
        '--json',
      );
      expect(added.code).toBe(0);
      const printed = JSON.parse(added.stdout.trim().split('\n').pop()!) as Record<string, unknown>;
      expect(printed).toMatchObject({ redirect_uris: ['http://127.0.0.1:4400/callback'] });
      const client = { id: printed.client_id as string, secret: printed.client_secret as string };

      const user = await signedInUser(h().server, h().api);
      const config = await relyingParty(h().server, client);
      const verifier = oidc.randomPKCECodeVerifier();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: 'http://127.0.0.1:4400/callback',
        scope: 'openid',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state: 's',
      });
      const { callback } = await signInThroughPortal(h().server, h().api, url, user.token);
      await oidc.authorizationCodeGrant(config, callback, { pkceCodeVerifier: verifier, expectedState: 's' });

      // The portal logout: the product's URL is on a private address no operator allowed.
      await h().api.delete('/oauth/token/revoke', { token: user.token });
      let listed = '';
      await waitUntil(async () => {
        listed = (await admin('logout', 'deliveries', '--failed')).stdout;
        return listed.includes(client.id);
      });
      expect(listed).toMatch(
        new RegExp(`${client.id}\\t[^\\t]+\\tlogout\\tgiven_up\\ttries=1\\t.*refused: private address`),
      );
    });

    it('db-migrate: the compiled runner finds the server’s database up to date, and migrates a new one', async () => {
      const current = await migrate();
      expect(current.code).toBe(0);
      expect(current.stdout).toContain(`${h().server.backend}: already up to date`);
      if (h().server.backend !== 'sqlite') return;
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-migrate-cli-'));
      try {
        const fresh = await migrate({ DATA_DIR: dataDir });
        expect(fresh.code).toBe(0);
        expect(fresh.stdout).toMatch(/^sqlite: applied 0001-initial, /);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
  { inProcess: true },
);
