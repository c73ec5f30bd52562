import fs from 'node:fs';
import path from 'node:path';

import { STEP_UP_WINDOW_MS } from '../../lib/policy';
import { samplePassport } from '../sample-passport';
import { runAdminSource } from './admin-cli';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends, type Harness } from './describe-backends';
import { signedInUser } from './flows';
import { jpeg } from './images';
import { waitForMail } from './mailbox';
import { serviceClock } from './two-fa-helpers';
import { verificationClient } from './verification-helpers';

const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';
const CANCEL = /\/cancel-deletion\/([A-Za-z0-9_-]+)/;
const DAY_MS = 24 * 60 * 60 * 1000;

// Issue 22, "Delete my account": every session and product token ends at once, the mailed link cancels
// during the grace period (ACCOUNT_DELETION_GRACE_DAYS, 14 by default), and then the account is erased.
describeBackends('security centre: delete my account', (h) => {
  const signIn = (email: string) =>
    h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: email, password: GOOD_PASSWORD },
      { ip: uniqueIp() },
    );
  const productToken = async (subject: string) => {
    const res = await h().api.form(
      '/oauth/token',
      {
        grant_type: EXCHANGE,
        subject_token: subject,
        subject_token_type: ACCESS_TOKEN,
        audience: 'ULTIMACARD',
      },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };
  const active = async (token: string) =>
    (await h().api.form('/oauth/check_token', { token })).status === 200;
  const deleteAccount = (token: string, email: string) =>
    h().api.json('POST', '/v1/account/delete', { email }, { token });

  it('refuses an e-mail that is not the account’s, and a session that proved nothing recently', async () => {
    const user = await signedInUser(h().server, h().api);
    const wrong = await deleteAccount(user.token, 'someone.else@example.com');
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors[0].code).toBe('validation_error');
    const clock = await serviceClock(h());
    clock.advance(STEP_UP_WINDOW_MS + 1000);
    const stale = await deleteAccount(user.token, user.email);
    expect(stale.status).toBe(403);
    expect(stale.body.errors[0].code).toBe('reauth_required');
    expect(await active(user.token)).toBe(true);
    expect((await signIn(user.email)).status).toBe(200);
  });

  it('ends every session and product token, refuses sign-in, and the mailed link restores the account', async () => {
    const user = await signedInUser(h().server, h().api);
    const other = (await signIn(user.email)).body.access_token as string;
    const product = await productToken(other);
    const res = await deleteAccount(user.token, user.email.toUpperCase());
    expect(res.status).toBe(200);
    const erasedAt = Date.parse(res.body.data.erasedAt);
    expect(erasedAt - Date.now()).toBeGreaterThan(13 * DAY_MS);
    for (const token of [user.token, other, product]) expect(await active(token)).toBe(false);
    const refused = await signIn(user.email);
    expect(refused.body.error).toBe('account_deletion_pending');

    const mail = await waitForMail(h().server.dataDir, user.email, CANCEL);
    expect(mail.subject).toBe('Your Passport account will be deleted');
    const code = CANCEL.exec(mail.text)![1]!;
    const cancelled = await h().api.json('POST', '/v1/account/cancel-deletion', { code }, { ip: uniqueIp() });
    expect(cancelled.status).toBe(200);
    expect((await signIn(user.email)).status).toBe(200);
    const reused = await h().api.json('POST', '/v1/account/cancel-deletion', { code }, { ip: uniqueIp() });
    expect(reused.body.errors[0].code).toBe('invalid_confirmation_code');
  });

  it('erases the account once the grace period is over; the link no longer works', async () => {
    const user = await signedInUser(h().server, h().api);
    expect((await deleteAccount(user.token, user.email)).status).toBe(200);
    const mail = await waitForMail(h().server.dataDir, user.email, CANCEL);
    const code = CANCEL.exec(mail.text)![1]!;
    const clock = await serviceClock(h());
    // A day before the end nothing is erased.
    clock.advance(13 * DAY_MS);
    await clock.ctx.accountEraser.run(clock.now());
    expect(
      await clock.ctx.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst(),
    ).toBeDefined();
    clock.advance(2 * DAY_MS);
    expect(await clock.ctx.accountEraser.run(clock.now())).toBeGreaterThanOrEqual(1);
    expect(
      await clock.ctx.db.selectFrom('users').select('id').where('email', '=', user.email).executeTakeFirst(),
    ).toBeUndefined();
    const late = await h().api.json('POST', '/v1/account/cancel-deletion', { code }, { ip: uniqueIp() });
    expect(late.body.errors[0].code).toBe('invalid_confirmation_code');
    // The e-mail is free again: signing in is just bad credentials, as for anyone unknown.
    expect((await signIn(user.email)).body.error).toBe('bad_credentials');
  });
});

// Issue 22: "documents under a legal retention period the operator sets are kept until it ends, and the
// operator can see that" (DOCUMENT_RETENTION_DAYS). Only what the law asks for stays: the submitted
// document's row and files, without the profile; the same erasure job removes them when the period ends.
describeBackends(
  'security centre: documents kept under a legal retention period',
  (h) => {
    it('keeps the submitted document and its files past the erasure, shows it to the operator, then erases it', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const userId = (await h().api.get('/v1/user', { token: user.token })).body.data.id as string;
      const docs = verificationClient(h().server, h().api, user.token);
      expect((await docs.save('PASSPORT', samplePassport())).status).toBe(200);
      const upload = await docs.upload('PASSPORT', await jpeg());
      expect(upload.status).toBe(200);
      const [stored] = upload.body.data.relativeFilePath as string[];
      const file = path.join(h().server.dataDir, 'uploads', stored!);
      const documentId = (await docs.document('PASSPORT')).id;

      expect((await deleteAccount(h(), user.token, user.email)).status).toBe(200);
      clock.advance(15 * DAY_MS);
      const erasedAt = clock.now();
      expect(await clock.ctx.accountEraser.run(erasedAt)).toBeGreaterThanOrEqual(1);
      const db = clock.ctx.db;
      expect(
        await db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst(),
      ).toBeUndefined();
      // The account is gone, its passport and scan stay, marked until when.
      const kept = await db.selectFrom('documents').selectAll().where('user_id', '=', userId).execute();
      expect(kept.map((row) => row.id)).toEqual([documentId]);
      const retainedUntil = Number(kept[0]!.retained_until);
      expect(retainedUntil - erasedAt).toBeGreaterThanOrEqual(30 * DAY_MS);
      expect(retainedUntil - erasedAt).toBeLessThan(30 * DAY_MS + 60_000);
      expect(fs.existsSync(file)).toBe(true);

      const listed = await runAdminSource('documents', 'retained');
      expect(listed).toMatchObject({ code: 0, stderr: '' });
      const until = new Date(retainedUntil).toISOString();
      expect(listed.stdout).toContain(
        `${documentId}\tPASSPORT\terased account ${userId}\tfiles=1\tretained until ${until}`,
      );

      // A day before the end it is still there; after the end the same job erases the row and the file.
      clock.advance(29 * DAY_MS);
      await clock.ctx.accountEraser.run(clock.now());
      expect(fs.existsSync(file)).toBe(true);
      clock.advance(2 * DAY_MS);
      expect(await clock.ctx.accountEraser.run(clock.now())).toBeGreaterThanOrEqual(1);
      for (const table of ['documents', 'document_files'] as const) {
        const rows = await db.selectFrom(table).select('user_id').where('user_id', '=', userId).execute();
        expect([table, rows]).toEqual([table, []]);
      }
      expect(fs.existsSync(file)).toBe(false);
      expect(fs.existsSync(path.dirname(file))).toBe(false);
      expect((await runAdminSource('documents', 'retained')).stdout).not.toContain(documentId);
    });

    it('erases an account that submitted nothing without keeping anything', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const userId = (await h().api.get('/v1/user', { token: user.token })).body.data.id as string;
      // Opening the verification screen creates empty drafts: nothing a law asks to keep.
      await verificationClient(h().server, h().api, user.token).document('PASSPORT');
      expect((await deleteAccount(h(), user.token, user.email)).status).toBe(200);
      clock.advance(15 * DAY_MS);
      await clock.ctx.accountEraser.run(clock.now());
      const left = await clock.ctx.db
        .selectFrom('documents')
        .select('id')
        .where('user_id', '=', userId)
        .execute();
      expect(left).toEqual([]);
    });
  },
  { inProcess: true, env: { DOCUMENT_RETENTION_DAYS: '30' } },
);

function deleteAccount(harness: Harness, token: string, email: string) {
  return harness.api.json('POST', '/v1/account/delete', { email }, { token });
}
