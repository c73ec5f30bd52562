import { STEP_UP_WINDOW_MS } from '../../lib/policy';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { waitForMail } from './mailbox';
import { serviceClock } from './two-fa-helpers';

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
