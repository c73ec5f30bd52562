import { pbkdf2Sync, randomBytes, scryptSync } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { hash as argon2, type Options } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';

import { argon2Operations, passwordCheckCounts } from '../../lib/identity/crypto/password-hash';
import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import { forgetLegacyHashesPending } from '../../lib/identity/domain/sign-in/check-login-password';
import { LEGACY_VERIFY_BUDGET_MS } from '../../lib/identity/identity-policy';
import { buildOperatorCli, runNode } from './admin-cli';
import { uniqueEmail, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { registerConfirmed } from './flows';
import { serviceContext } from './in-process';

const OUR_ARGON2ID = '$argon2id$v=19$m=19456,t=2,p=1$';
const ab64 = (bytes: Buffer) => bytes.toString('base64').replace(/\+/g, '.').replace(/=+$/, '');

let cli: ReturnType<typeof buildOperatorCli>;
let dir: string;
beforeAll(() => {
  cli = buildOperatorCli();
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-import-'));
});
afterAll(() => {
  cli.remove();
  fs.rmSync(dir, { recursive: true, force: true });
});

// Migrating users in (`node dist/admin.cjs users import FILE`): they log in with their old passwords,
// whichever of the four hash families the old system used, and the first login makes it argon2id.
describeBackends(
  'admin CLI: users import',
  (h) => {
    const login = (username: string, password: string) =>
      h().api.form('/oauth/token', { grant_type: 'password', username, password }, { ip: uniqueIp() });
    const storedHash = async (email: string) => {
      const ctx = await serviceContext(h().server);
      const row = await ctx!.db
        .selectFrom('users')
        .select('password_hash')
        .where('email_key', '=', emailKey(email))
        .executeTakeFirst();
      return row?.password_hash;
    };

    it('imports a user base; each hash kind logs in with its old password and is argon2id afterwards', async () => {
      const existing = await registerConfirmed(h().server, h().api);
      const pbkdf2Salt = randomBytes(16);
      const scryptSalt = randomBytes(16);
      const users = [
        {
          kind: 'bcrypt',
          password: 'Old-bcrypt-1',
          hash: bcrypt.hashSync('Old-bcrypt-1', 8).replace(/^\$2b\$/, '$2y$'),
        },
        {
          kind: 'argon2',
          password: 'Old-argon2-1',
          hash: await argon2('Old-argon2-1', {
            algorithm: 1 as Options['algorithm'],
            memoryCost: 8192,
            timeCost: 3,
          }),
        },
        // passlib's form at ln=14: its default ln=16 costs near the CPU budget on a slow machine, and
        // reading passlib's own output is legacy-password-hash.test.ts's proof.
        {
          kind: 'scrypt',
          password: 'Old-scrypt-1',
          hash: `$scrypt$ln=14,r=8,p=1$${ab64(scryptSalt)}$${ab64(scryptSync('Old-scrypt-1', scryptSalt, 32, { N: 2 ** 14, r: 8, p: 1 }))}`,
        },
        {
          kind: 'pbkdf2',
          password: 'Old-pbkdf2-1',
          hash: `$pbkdf2-sha256$29000$${ab64(pbkdf2Salt)}$${ab64(pbkdf2Sync('Old-pbkdf2-1', pbkdf2Salt, 29000, 32, 'sha256'))}`,
        },
      ].map((u) => ({ ...u, email: uniqueEmail(`import-${u.kind}`) }));
      const unconfirmed = uniqueEmail('import-unconfirmed');
      const row = (email: string, hash: string, extra: Record<string, unknown> = {}) =>
        JSON.stringify({
          email,
          firstName: 'Imported',
          lastName: 'User',
          country: 'fr',
          confirmed: true,
          passwordHash: hash,
          ...extra,
        });
      const lines = [
        // The sponsor comes later in the file than the user it referred.
        row(users[0]!.email, users[0]!.hash, { sponsor: users[3]!.email }),
        row(users[1]!.email, users[1]!.hash, { language: 'de' }),
        '',
        row(existing.email, users[0]!.hash), // line 4: the e-mail has an account here
        '{"email": "broken@example.com", ', // line 5: not JSON
        row(uniqueEmail('import-md5'), '5f4dcc3b5aa765d61d8327deb882cf99'), // line 6: no accepted hash form
        JSON.stringify({
          email: uniqueEmail('import-nocountry'),
          firstName: 'A',
          lastName: 'B',
          passwordHash: users[0]!.hash,
        }), // line 7
        row(users[2]!.email, users[2]!.hash),
        row(users[3]!.email, users[3]!.hash),
        row(unconfirmed, users[0]!.hash, { confirmed: false, sponsor: 'nobody@example.com' }),
        row(users[2]!.email.toUpperCase(), users[2]!.hash), // line 11: the same e-mail again, other case
      ];
      const file = path.join(dir, `users-${h().server.backend}.jsonl`);
      fs.writeFileSync(file, `${lines.join('\n')}\n`);

      const result = await runNode(cli.admin, ['users', 'import', file]);
      // Invalid rows make the run exit 1; the valid ones are in.
      expect(result.code).toBe(1);
      expect(result.stdout).toContain(
        'imported 5; skipped 5 (2 existing e-mail, 3 invalid); 1 without their sponsor',
      );
      expect(result.stdout).toContain('line 4: existing');
      expect(result.stdout).toContain('line 11: existing');
      expect(result.stdout).toMatch(/line 5: invalid: not a JSON object/);
      expect(result.stdout).toMatch(/line 6: invalid: passwordHash/);
      expect(result.stdout).toMatch(/line 7: invalid: country/);
      expect(result.stdout).toContain('line 10: sponsor: sponsor not found');
      // No hash is ever printed.
      for (const u of users) expect(result.stdout).not.toContain(u.hash);

      // The existing account was left as it was.
      expect((await login(existing.email, existing.password)).status).toBe(200);

      for (const u of users) {
        expect(await storedHash(u.email)).toBe(u.hash);
        expect([u.kind, (await login(u.email, `${u.password}-wrong`)).body.error]).toEqual([
          u.kind,
          'bad_credentials',
        ]);
        const before = argon2Operations();
        const res = await login(u.email, u.password);
        expect([u.kind, res.status, res.body.authentication_status]).toEqual([u.kind, 200, 'SUCCESS']);
        // The old hash was checked in the bounded password queue, and the new one made there too.
        expect(argon2Operations() - before).toBeGreaterThanOrEqual(2);
        expect([u.kind, (await storedHash(u.email))?.startsWith(OUR_ARGON2ID)]).toEqual([u.kind, true]);
        // And the same password keeps working against the new hash.
        expect((await login(u.email, u.password)).status).toBe(200);
      }

      const token = (await login(users[0]!.email, users[0]!.password)).body.access_token as string;
      const profile = (await h().api.get('/v1/user', { token })).body.data;
      expect(profile).toMatchObject({ email: users[0]!.email, firstName: 'Imported', lastName: 'User' });
      expect(profile.sponsor).toEqual({ firstName: 'Imported', lastName: 'User' });
      // Unconfirmed in the old system: the right password says so, and the hash stays until it counts.
      expect((await login(unconfirmed, users[0]!.password)).body.error).toBe('user_disabled');
    });

    const importRow = (email: string, passwordHash: string) =>
      JSON.stringify({ email, firstName: 'I', lastName: 'U', country: 'DE', confirmed: true, passwordHash });

    it('refuses hashes whose one check costs more CPU than the budget (scrypt p=16), and takes the rest', async () => {
      const salt = randomBytes(16);
      const options = { N: 2 ** 15, r: 8, p: 16, maxmem: 1024 * 1024 * 1024 };
      const dear = `$scrypt$ln=15,r=8,p=16$${ab64(salt)}$${ab64(scryptSync('Dear-pass-1', salt, 32, options))}`;
      const cheap = { email: uniqueEmail('import-cheap'), hash: bcrypt.hashSync('Cheap-pass-1', 4) };
      const refused = [uniqueEmail('import-dear'), uniqueEmail('import-dear')];
      const file = path.join(dir, `dear-${h().server.backend}.jsonl`);
      fs.writeFileSync(
        file,
        [importRow(refused[0]!, dear), importRow(cheap.email, cheap.hash), importRow(refused[1]!, dear)].join(
          '\n',
        ),
      );
      const result = await runNode(cli.admin, ['users', 'import', file]);
      expect(result.code).toBe(1);
      expect(result.stdout).toContain('imported 1; skipped 2 (0 existing e-mail, 2 invalid)');
      const budget = new RegExp(
        `line [13]: invalid: passwordHash: one check takes \\d+ ms of CPU, over the ${LEGACY_VERIFY_BUDGET_MS} ms budget`,
      );
      expect(result.stdout).toMatch(budget);
      for (const email of refused) {
        expect(await storedHash(email)).toBeUndefined();
        expect((await login(email, 'Dear-pass-1')).body.error).toBe('bad_credentials');
      }
      expect((await login(cheap.email, 'Cheap-pass-1')).status).toBe(200);
    });

    it('while imported hashes remain, a wrong password takes the same floor for an unknown, an imported and a native account', async () => {
      const imported = { email: uniqueEmail('import-timing'), hash: bcrypt.hashSync('Timing-pass-1', 4) };
      const native = await registerConfirmed(h().server, h().api);
      const file = path.join(dir, `timing-${h().server.backend}.jsonl`);
      fs.writeFileSync(file, importRow(imported.email, imported.hash));
      expect((await runNode(cli.admin, ['users', 'import', file])).stdout).toContain('imported 1;');
      // The CLI is another process: this one would notice within a minute; tests need not wait.
      forgetLegacyHashesPending();
      const counted = async (username: string, password: string) => {
        const before = passwordCheckCounts();
        const answer = await login(username, password);
        const after = passwordCheckCounts();
        const paths = (['argon2id', 'legacy', 'dummy'] as const).filter((p) => after[p] > before[p]);
        return { error: answer.body.error ?? null, paths, padded: after.padded - before.padded };
      };
      // Each failure took its own path and was then held to the same floor.
      expect(await counted(uniqueEmail('nobody'), 'Timing-pass-1')).toEqual({
        error: 'bad_credentials',
        paths: ['dummy'],
        padded: 1,
      });
      expect(await counted(imported.email, 'Timing-pass-2')).toEqual({
        error: 'bad_credentials',
        paths: ['legacy'],
        padded: 1,
      });
      expect(await counted(native.email, 'Timing-pass-2')).toEqual({
        error: 'bad_credentials',
        paths: ['argon2id'],
        padded: 1,
      });
      // The right password is not held back.
      expect(await counted(native.email, native.password)).toEqual({
        error: null,
        paths: ['argon2id'],
        padded: 0,
      });
    });

    it('an import run twice imports nothing twice', async () => {
      const email = uniqueEmail('import-twice');
      const file = path.join(dir, `twice-${h().server.backend}.jsonl`);
      const salt = randomBytes(16);
      const hash = `$pbkdf2-sha512$i=10000$${ab64(salt)}$${ab64(pbkdf2Sync('Twice-1', salt, 10000, 64, 'sha512'))}`;
      fs.writeFileSync(
        file,
        JSON.stringify({
          email,
          firstName: 'T',
          lastName: 'W',
          country: 'DE',
          confirmed: true,
          passwordHash: hash,
        }),
      );
      expect((await runNode(cli.admin, ['users', 'import', file])).stdout).toContain('imported 1; skipped 0');
      const again = await runNode(cli.admin, ['users', 'import', file]);
      expect(again.code).toBe(0);
      expect(again.stdout).toContain('imported 0; skipped 1 (1 existing e-mail, 0 invalid)');
      expect((await login(email, 'Twice-1')).status).toBe(200);
    });
  },
  { inProcess: true },
);
