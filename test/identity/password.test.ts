import { freshCaptcha } from './altcha-solver';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, register, registerConfirmed, signedInUser } from './flows';
import { serviceContext } from './in-process';
import { countMails, extractCode, waitForMail, waitForMailCount } from './mailbox';

describeBackends('password reset', (h) => {
  const resetCode = async (email: string) =>
    extractCode(await waitForMail(h().server.dataDir, email, /\/password\/reset\//), 'password/reset');

  it('mails a one-time link, sets the password, signs out every session and answers the application', async () => {
    const user = await signedInUser(h().server, h().api);
    const res = await h().api.json(
      'POST',
      '/v1/password/reset',
      { email: user.email, application: 'ultima' },
      { basic: true, ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    const code = await resetCode(user.email);
    const ok = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code, password: 'Fresh-pa55' },
      { ip: uniqueIp() },
    );
    expect(ok.body).toEqual({
      data: { resourceUrl: expect.stringMatching(/ultima$/), applicationName: 'ULTIMA', twoFaType: null },
    });
    expect((await h().api.get('/v1/user', { token: user.token })).status).toBe(401);
    expect(await login(h().api, user.email, 'Fresh-pa55')).toBeTruthy();
    const again = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code, password: 'Other-pa55' },
      { ip: uniqueIp() },
    );
    expect(again.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const nobody = uniqueEmail();
    const res = await h().api.json(
      'POST',
      '/v1/password/reset',
      { email: nobody },
      { basic: true, ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    await new Promise((r) => setTimeout(r, 200));
    expect(await countMails(h().server.dataDir, nobody)).toBe(0);
  });

  it('writes the mail in the account language and confirms an unconfirmed address', async () => {
    const user = await register(h().api, { language: 'ru' });
    await h().api.json('POST', '/v1/password/reset', { email: user.email }, { basic: true, ip: uniqueIp() });
    const mail = await waitForMail(h().server.dataDir, user.email, /\/ru\/password\/reset\//);
    expect(mail.subject).toBe('Восстановление пароля');
    const code = extractCode(mail, 'password/reset');
    await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code, password: 'Fresh-pa55' },
      { ip: uniqueIp() },
    );
    expect(await login(h().api, user.email, 'Fresh-pa55')).toBeTruthy();
  });

  it('requires client auth, a valid e-mail, a strong password and a live code', async () => {
    const noClient = await h().api.json(
      'POST',
      '/v1/password/reset',
      { email: uniqueEmail() },
      { ip: uniqueIp() },
    );
    expect(noClient.status).toBe(401);
    expect(noClient.body).toEqual({ errors: [{ code: 'access_denied' }] });
    const badEmail = await h().api.json(
      'POST',
      '/v1/password/reset',
      { email: 'x@y' },
      { basic: true, ip: uniqueIp() },
    );
    expect(badEmail.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'email', errors: ['wrong_email'] }],
    });
    const weak = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code: 'abc', password: 'password1' },
      { ip: uniqueIp() },
    );
    expect(weak.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'password', errors: ['invalid_password_format'] }],
    });
    const chars = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code: 'abc', password: 'Pässword1!' },
      { ip: uniqueIp() },
    );
    expect(chars.body.errors[0].errors).toEqual(['invalid_password_chars']);
    const long = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code: 'abc', password: 'Aa1!aaaaaaaaaaa' },
      { ip: uniqueIp() },
    );
    expect(long.body.errors[0].errors).toEqual(['max_length']);

    const user = await register(h().api);
    await h().api.json('POST', '/v1/password/reset', { email: user.email }, { basic: true, ip: uniqueIp() });
    const code = await resetCode(user.email);
    const ctx = await serviceContext(h().server);
    await ctx!.db
      .updateTable('codes')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'reset_password')
      .execute();
    const expired = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code, password: 'Fresh-pa55' },
      { ip: uniqueIp() },
    );
    expect(expired.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
    // A confirmation code is not a reset code.
    const confirmCode = extractCode(
      await waitForMail(h().server.dataDir, user.email, /\/confirmation\//),
      'confirmation',
    );
    const wrongKind = await h().api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code: confirmCode, password: 'Fresh-pa55' },
      { ip: uniqueIp() },
    );
    expect(wrongKind.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
  });

  it('keeps recovery open for the owner: an attacker spends only their own budget, then everyone solves a captcha', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const unknown = uniqueEmail('nobody');
    const attacker = uniqueIp();
    const reset = (email: string, ip: string, captcha?: string) =>
      h().api.json('POST', '/v1/password/reset', { email, googleRecaptchaV2: captcha }, { basic: true, ip });
    for (let i = 0; i < 5; i++) {
      expect((await reset(user.email, attacker)).status).toBe(200);
      expect((await reset(unknown, attacker)).status).toBe(200);
    }
    // The attacker's address got its 3 mails a day; the two more requests answered alike and sent nothing.
    await waitForMailCount(h().server.dataDir, user.email, /password\/reset/, 3);
    // Asked for 5 times today, the address now needs a captcha from anyone — known or not, the same answer.
    const owner = uniqueIp();
    expect((await reset(user.email, owner)).body).toEqual({
      errors: [{ code: 'google_recaptcha_v2_required' }],
    });
    expect((await reset(unknown, owner)).body).toEqual({
      errors: [{ code: 'google_recaptcha_v2_required' }],
    });
    // The owner, from an address of their own, solves it and gets the link.
    expect((await reset(user.email, owner, await freshCaptcha(h().api, owner))).status).toBe(200);
    await waitForMailCount(h().server.dataDir, user.email, /password\/reset/, 4);
  });
});

describeBackends('PUT /v1/password', (h) => {
  it('changes the password and signs out the other sessions only', async () => {
    const user = await signedInUser(h().server, h().api);
    const other = await login(h().api, user.email);
    const res = await h().api.json(
      'PUT',
      '/v1/password',
      { password: GOOD_PASSWORD, newPassword: 'Chang3d-pw' },
      { token: user.token },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    expect((await h().api.get('/v1/user', { token: user.token })).status).toBe(200);
    expect((await h().api.get('/v1/user', { token: other })).status).toBe(401);
    expect(await login(h().api, user.email, 'Chang3d-pw')).toBeTruthy();
  });

  it('answers wrong_old_password, validation errors, 401 and 429', async () => {
    const user = await signedInUser(h().server, h().api);
    const wrong = await h().api.json(
      'PUT',
      '/v1/password',
      { password: 'Wrong-pw1', newPassword: 'Chang3d-pw' },
      { token: user.token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ errors: [{ code: 'wrong_old_password' }] });
    const invalid = await h().api.json('PUT', '/v1/password', { newPassword: 'weak' }, { token: user.token });
    expect(invalid.body.errors).toEqual([
      { code: 'validation_error', fieldName: 'password', errors: ['required'] },
      { code: 'validation_error', fieldName: 'newPassword', errors: ['min_length'] },
    ]);
    const anonymous = await h().api.json('PUT', '/v1/password', { password: 'a', newPassword: 'b' });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ errors: [{ code: 'invalid_token' }] });
    let status = 0;
    for (let i = 0; i < 5; i++)
      status = (
        await h().api.json(
          'PUT',
          '/v1/password',
          { password: 'Wrong-pw1', newPassword: 'Chang3d-pw' },
          { token: user.token },
        )
      ).status;
    expect(status).toBe(429);
  });
});

describeBackends('GET /v1/user', (h) => {
  it('answers the profile', async () => {
    const user = await signedInUser(h().server, h().api);
    const res = await h().api.get('/v1/user', { token: user.token });
    expect(res.body).toEqual({
      data: {
        id: expect.any(String),
        email: user.email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        verified: false,
        selfieRequired: false,
        inviteCode: expect.stringMatching(/^[A-Z2-9]{10}$/),
        language: 'en',
        nationalityId: 'DE',
        application: null,
        emailConfirmed: true,
        sponsor: null,
        createdAt: expect.any(Number),
      },
    });
  });

  it('answers 401 invalid_token without a valid bearer', async () => {
    expect((await h().api.get('/v1/user')).status).toBe(401);
    const res = await h().api.get('/v1/user', { token: 'forged' });
    expect(res.status).toBe(401);
    expect(res.headers.get('www-authenticate')).toContain('Bearer');
    expect(res.body).toEqual({ errors: [{ code: 'invalid_token' }] });
  });
});
