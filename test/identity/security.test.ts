import { argon2Operations } from '../../lib/identity/crypto/password-hash';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, registerConfirmed, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { extractCode, waitForMail } from './mailbox';

// Findings of the security review, each with its regression test.
describeBackends('security review findings', (h) => {
  it('spends no argon2 work on wrong reset codes', async () => {
    if (!(await serviceContext(h().server))) return;
    const before = argon2Operations();
    for (let i = 0; i < 200; i++) {
      const res = await h().api.json(
        'POST',
        '/v1/password/reset/confirm',
        { code: `wrong-code-${i}`, password: 'N3w-pass!' },
        { ip: uniqueIp() },
      );
      expect(res.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
    }
    expect(argon2Operations() - before).toBe(0);
  });

  it('voids every other reset link once a new password is set, by reset or by change', async () => {
    const user = await signedInUser(h().server, h().api);
    const seen = new Set<string>();
    const requestLink = async () => {
      await h().api.json(
        'POST',
        '/v1/password/reset',
        { email: user.email },
        { basic: true, ip: uniqueIp() },
      );
      // The answer comes before its mail is written: wait for a link not seen before, not the newest one.
      for (;;) {
        const code = extractCode(
          await waitForMail(h().server.dataDir, user.email, /password\/reset/),
          'password/reset',
        );
        if (!seen.has(code)) {
          seen.add(code);
          return code;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const first = await requestLink();
    const second = await requestLink();
    expect(second).not.toBe(first);
    const confirm = (code: string, password: string) =>
      h().api.json('POST', '/v1/password/reset/confirm', { code, password }, { ip: uniqueIp() });
    expect((await confirm(second, 'N3w-pass!')).status).toBe(200);
    expect((await confirm(first, 'Other-pa55')).body).toEqual({
      errors: [{ code: 'invalid_confirmation_code' }],
    });

    const third = await requestLink();
    const token = await login(h().api, user.email, 'N3w-pass!');
    const changed = await h().api.json(
      'PUT',
      '/v1/password',
      { password: 'N3w-pass!', newPassword: 'Chang3d-pw' },
      { token, ip: uniqueIp() },
    );
    expect(changed.status).toBe(200);
    expect((await confirm(third, 'Other-pa55')).body).toEqual({
      errors: [{ code: 'invalid_confirmation_code' }],
    });
  });

  it.each([
    'x<victim@corp.com>',
    'Ada <ada@corp.com>',
    'a@corp.com,b@corp.com',
    '"a"@corp.com',
    'admın@corp.com',
  ])('refuses the address %s: one mailbox, one account', async (email) => {
    const res = await h().api.json(
      'POST',
      '/v1/registration',
      { email, firstName: 'A', lastName: 'B', nationalityId: 'DE', password: GOOD_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(res.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'email', errors: ['wrong_email'] }],
    });
  });

  it('takes a full-width spelling of a registered address for the same account', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const [local, domain] = user.email.split('@') as [string, string];
    const fullWidth = [...local].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join('');
    const twin = await h().api.json(
      'POST',
      '/v1/registration',
      {
        email: `${fullWidth}@${domain}`,
        firstName: 'A',
        lastName: 'B',
        nationalityId: 'DE',
        password: GOOD_PASSWORD,
      },
      { ip: uniqueIp() },
    );
    expect(twin.body).toEqual({ errors: [{ code: 'email_occupied' }] });
  });

  it('answers 415 to a JSON route sent another content type, and 413 past the body limit', async () => {
    const text = await h().api.json('POST', '/v1/registration', 'email=a', { ip: uniqueIp(), headers: {} });
    expect(text.status).toBe(400);
    const wrongType = await fetch(`${h().server.baseUrl}/v1/registration`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{}',
    });
    expect(wrongType.status).toBe(415);
    const huge = await fetch(`${h().server.baseUrl}/v1/registration`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(70 * 1024) }),
    });
    expect(huge.status).toBe(413);
  });

  it('never answers a half login as active to check_token', async () => {
    const ctx = await serviceContext(h().server);
    if (!ctx) return;
    const user = await registerConfirmed(h().server, h().api);
    const row = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email_key', '=', user.email.toLowerCase())
      .executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('two_fa_tokens')
      .values({
        id: `test-${row.id}`,
        user_id: row.id,
        type: 'GOOGLE_AUTHENTICATOR',
        data: null,
        secret: null,
        active: 1,
        created_at: Date.now(),
        activated_at: Date.now(),
      })
      .execute();
    const pending = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
      { ip: uniqueIp() },
    );
    expect(pending.body.authentication_status).toBe('TWO_FACTOR_AUTHENTICATION');
    const check = await h().api.form('/oauth/check_token', { token: pending.body.access_token });
    expect(check.status).toBe(401);
  });
});
