import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { confirmationCode, register, registrationBody } from './flows';
import { serviceContext } from './in-process';
import { extractCode, waitForMail } from './mailbox';

describeBackends('concurrency', (h) => {
  it('concurrent registrations of one e-mail create exactly one account', async () => {
    const email = uniqueEmail();
    const variants = [
      email,
      email.toUpperCase(),
      ` ${email}`,
      email,
      email.toUpperCase(),
      email,
      ` ${email} `,
      email,
    ];
    const results = await Promise.all(
      variants.map((v) => h().api.json('POST', '/v1/registration', registrationBody(v), { ip: uniqueIp() })),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errors?.[0]?.code === 'email_occupied')).toHaveLength(
      variants.length - 1,
    );
    const ctx = await serviceContext(h().server);
    if (ctx) {
      const users = await ctx.db.selectFrom('users').select('id').where('email_key', '=', email).execute();
      expect(users).toHaveLength(1);
      const mails = await ctx.db
        .selectFrom('mail_outbox')
        .select('id')
        .where('recipient', 'in', [email, email.toUpperCase(), email.trim()])
        .execute();
      expect(mails).toHaveLength(1);
    }
  });

  it('concurrent use of one confirmation code succeeds exactly once', async () => {
    const user = await register(h().api);
    const code = await confirmationCode(h().server, user.email);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        h().api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() }),
      ),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.body.errors?.[0]?.code === 'invalid_confirmation_code')).toHaveLength(9);
  });

  it('concurrent use of one reset code succeeds exactly once', async () => {
    const user = await register(h().api);
    await h().api.json('POST', '/v1/password/reset', { email: user.email }, { basic: true, ip: uniqueIp() });
    const code = extractCode(
      await waitForMail(h().server.dataDir, user.email, /password\/reset/),
      'password/reset',
    );
    const passwords = Array.from({ length: 6 }, (_, i) => `Newpass-${i}x`);
    const results = await Promise.all(
      passwords.map((password) =>
        h().api.json('POST', '/v1/password/reset/confirm', { code, password }, { ip: uniqueIp() }),
      ),
    );
    const winners = results.map((r, i) => (r.status === 200 ? passwords[i] : null)).filter(Boolean);
    expect(winners).toHaveLength(1);
    const login = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: winners[0]! },
      { ip: uniqueIp() },
    );
    expect(login.status).toBe(200);
    const old = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(old.body.error).toBe('bad_credentials');
  });
});
