import { solveAltcha } from './altcha-solver';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends, type Harness } from './describe-backends';
import { confirmationCode, register, registerConfirmed, registrationBody } from './flows';
import { serviceContext } from './in-process';
import { countMails, waitForMail } from './mailbox';

/** A confirmed user whose invite code others sign up with, read from the service's database. */
async function sponsorOf(h: () => Harness) {
  const sponsor = await registerConfirmed(h().server, h().api);
  const ctx = (await serviceContext(h().server))!;
  const row = await ctx.db
    .selectFrom('users')
    .select(['id', 'invite_code'])
    .where('email_key', '=', sponsor.email)
    .executeTakeFirstOrThrow();
  return {
    ctx,
    id: row.id,
    inviteCode: row.invite_code,
    /** Blocks the invite code, as support would. */
    block: () => ctx.db.updateTable('users').set({ invite_blocked: 1 }).where('id', '=', row.id).execute(),
  };
}

describeBackends('POST /v1/registration', (h) => {
  it('creates an account and mails a confirmation link in the chosen language', async () => {
    const email = uniqueEmail();
    const res = await h().api.json('POST', '/v1/registration', registrationBody(email, { language: 'de' }), {
      ip: uniqueIp(),
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    const mail = await waitForMail(h().server.dataDir, email, /\/de\/confirmation\/[A-Za-z0-9_-]{43}/);
    expect(mail.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.html).toContain('href="http://portal.test/de/confirmation/');
  });

  it('answers validation_error per field with SPEC §8 codes', async () => {
    const res = await h().api.json(
      'POST',
      '/v1/registration',
      { email: 'not-an-email', password: 'short', nationalityId: 'XX', firstName: '' },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.errors.map((e: { fieldName: string; errors: string[] }) => [e.fieldName, e.errors]),
    );
    expect(byField).toEqual({
      email: ['wrong_email'],
      password: ['min_length'],
      nationalityId: ['invalid_value'],
      firstName: ['required'],
      lastName: ['required'],
    });
    expect(res.body.errors[0].code).toBe('validation_error');
  });

  it('refuses a body that is not JSON with invalid_request', async () => {
    const res = await h().api.json('POST', '/v1/registration', '{not json', { ip: uniqueIp() });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ errors: [{ code: 'invalid_request' }] });
  });

  it('compares e-mails trimmed, case-insensitively and with the domain in one form: email_occupied', async () => {
    const local = `jose${Date.now()}`;
    const first = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(`${local}@ESPAN\u0303A.example`),
      { ip: uniqueIp() },
    );
    expect(first.status).toBe(200);
    const second = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(`  ${local.toUpperCase()}@xn--espaa-rta.example `),
      { ip: uniqueIp() },
    );
    expect(second.status).toBe(409);
    expect(second.body).toEqual({ errors: [{ code: 'email_occupied' }] });
  });

  it('links a sponsor by invite code and refuses unknown or blocked codes', async () => {
    const sponsor = await sponsorOf(h);

    const child = await register(h().api, { inviteCode: sponsor.inviteCode.toLowerCase() });
    const childRow = await sponsor.ctx.db
      .selectFrom('users')
      .select('sponsor_id')
      .where('email_key', '=', child.email)
      .executeTakeFirstOrThrow();
    expect(childRow.sponsor_id).toBe(sponsor.id);

    const unknown = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { inviteCode: 'NOPE123' }),
      { ip: uniqueIp() },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ errors: [{ code: 'incorrect_invite_code' }] });

    await sponsor.block();
    const blocked = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { inviteCode: sponsor.inviteCode }),
      { ip: uniqueIp() },
    );
    expect(blocked.body).toEqual({ errors: [{ code: 'blocked_invite_code' }] });
  });

  it('refuses an unknown application', async () => {
    const res = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { application: 'nowhere' }),
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'application', errors: ['unsupported_application'] }],
    });
  });

  it('demands a captcha after 3 sign-ups from one IP, accepts a solved one once, then limits with 429', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < 3; i++) await register(h().api, {}, ip);
    const required = await h().api.json('POST', '/v1/registration', registrationBody(uniqueEmail()), { ip });
    expect(required.body).toEqual({ errors: [{ code: 'google_recaptcha_v2_required' }] });

    const bad = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { googleRecaptchaV2: 'garbage' }),
      { ip },
    );
    expect(bad.body).toEqual({ errors: [{ code: 'invalid_recaptcha' }] });

    const challenge = await h().api.get('/v1/captcha/challenge', { ip });
    const solved = await solveAltcha(challenge.body.data);
    const ok = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { googleRecaptchaV2: solved }),
      { ip },
    );
    expect(ok.status).toBe(200);
    const replay = await h().api.json(
      'POST',
      '/v1/registration',
      registrationBody(uniqueEmail(), { googleRecaptchaV2: solved }),
      { ip },
    );
    expect(replay.body).toEqual({ errors: [{ code: 'invalid_recaptcha' }] });

    // 7 sign-up attempts so far; the 11th in the hour is refused.
    for (let i = 0; i < 3; i++)
      await h().api.json('POST', '/v1/registration', registrationBody(uniqueEmail()), { ip });
    const limited = await h().api.json('POST', '/v1/registration', registrationBody(uniqueEmail()), { ip });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ errors: [{ code: 'too_many_requests' }] });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describeBackends('POST /v1/registration/confirm', (h) => {
  it('confirms once, answering the application back URL', async () => {
    const user = await register(h().api, { application: 'platinworld' });
    const code = await confirmationCode(h().server, user.email);
    const ok = await h().api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({
      data: { resourceUrl: expect.stringMatching(/platinworld/), applicationName: 'PLATIN WORLD' },
    });
    const again = await h().api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
  });

  it('answers nulls without an application, and refuses unknown, expired and missing codes', async () => {
    const user = await register(h().api);
    const code = await confirmationCode(h().server, user.email);
    const ok = await h().api.json('POST', '/v1/registration/confirm', { code }, { ip: uniqueIp() });
    expect(ok.body).toEqual({ data: { resourceUrl: null, applicationName: null } });

    const unknown = await h().api.json(
      'POST',
      '/v1/registration/confirm',
      { code: 'x'.repeat(43) },
      { ip: uniqueIp() },
    );
    expect(unknown.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });

    const missing = await h().api.json('POST', '/v1/registration/confirm', {}, { ip: uniqueIp() });
    expect(missing.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'code', errors: ['required'] }],
    });

    const late = await register(h().api);
    const lateCode = await confirmationCode(h().server, late.email);
    const ctx = await serviceContext(h().server);
    await ctx!.db
      .updateTable('codes')
      .set({ expires_at: Date.now() - 1 })
      .where('kind', '=', 'confirm_email')
      .where('used_at', 'is', null)
      .execute();
    const expired = await h().api.json(
      'POST',
      '/v1/registration/confirm',
      { code: lateCode },
      { ip: uniqueIp() },
    );
    expect(expired.body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
  });

  it('limits code guessing per IP with 429', async () => {
    const ip = uniqueIp();
    let last = 0;
    for (let i = 0; i < 21; i++)
      last = (await h().api.json('POST', '/v1/registration/confirm', { code: `guess${i}` }, { ip })).status;
    expect(last).toBe(429);
  });
});

describeBackends('POST /v1/registration/confirm/resend', (h) => {
  it('mails a new link to an unconfirmed account and answers the same for unknown and confirmed ones', async () => {
    const user = await register(h().api);
    await confirmationCode(h().server, user.email);
    const res = await h().api.json(
      'POST',
      '/v1/registration/confirm/resend',
      { email: user.email.toUpperCase() },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: {} });
    for (let i = 0; i < 100 && (await countMails(h().server.dataDir, user.email)) < 2; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await countMails(h().server.dataDir, user.email)).toBe(2);

    const nobody = uniqueEmail();
    const unknown = await h().api.json(
      'POST',
      '/v1/registration/confirm/resend',
      { email: nobody },
      { ip: uniqueIp() },
    );
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ data: {} });

    const confirmed = await registerConfirmed(h().server, h().api);
    const before = await countMails(h().server.dataDir, confirmed.email);
    const same = await h().api.json(
      'POST',
      '/v1/registration/confirm/resend',
      { email: confirmed.email },
      { ip: uniqueIp() },
    );
    expect(same.body).toEqual({ data: {} });
    await new Promise((r) => setTimeout(r, 200));
    expect(await countMails(h().server.dataDir, confirmed.email)).toBe(before);
    expect(await countMails(h().server.dataDir, nobody)).toBe(0);
  });

  it('validates the e-mail, and after 5 requests for one address asks everyone for a captcha', async () => {
    const bad = await h().api.json(
      'POST',
      '/v1/registration/confirm/resend',
      { email: 'nope' },
      { ip: uniqueIp() },
    );
    expect(bad.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'email', errors: ['wrong_email'] }],
    });
    const email = uniqueEmail();
    const answers: unknown[] = [];
    for (let i = 0; i < 6; i++)
      answers.push(
        (await h().api.json('POST', '/v1/registration/confirm/resend', { email }, { ip: uniqueIp() })).body,
      );
    expect(answers).toEqual([
      ...Array(5).fill({ data: {} }),
      { errors: [{ code: 'google_recaptcha_v2_required' }] },
    ]);
  });
});

describeBackends('GET /v1/user/referral/info', (h) => {
  it('names the sponsor, 404s an unknown code, refuses a blocked one', async () => {
    const sponsor = await sponsorOf(h);
    const ok = await h().api.get('/v1/user/referral/info', {
      query: { inviteCode: sponsor.inviteCode },
      ip: uniqueIp(),
    });
    expect(ok.body).toEqual({ data: { firstName: 'Ada', lastName: 'Lovelace' } });

    const unknown = await h().api.get('/v1/user/referral/info', {
      query: { inviteCode: 'ZZZZ' },
      ip: uniqueIp(),
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ errors: [{ code: 'not_found' }] });

    const missing = await h().api.get('/v1/user/referral/info', { ip: uniqueIp() });
    expect(missing.body).toEqual({
      errors: [{ code: 'validation_error', fieldName: 'inviteCode', errors: ['required'] }],
    });

    await sponsor.block();
    const blocked = await h().api.get('/v1/user/referral/info', {
      query: { inviteCode: sponsor.inviteCode },
      ip: uniqueIp(),
    });
    expect(blocked.body).toEqual({ errors: [{ code: 'blocked_invite_code' }] });
  });

  it('limits look-ups per IP', async () => {
    const ip = uniqueIp();
    let status = 0;
    for (let i = 0; i < 61; i++)
      status = (await h().api.get('/v1/user/referral/info', { query: { inviteCode: `X${i}` }, ip })).status;
    expect(status).toBe(429);
  });
});

describeBackends(
  'registration with REGISTRATION_WITHOUT_REFERRAL=false',
  (h) => {
    it('requires an invite code', async () => {
      const res = await h().api.json('POST', '/v1/registration', registrationBody(uniqueEmail()), {
        ip: uniqueIp(),
      });
      expect(res.body).toEqual({
        errors: [{ code: 'validation_error', fieldName: 'inviteCode', errors: ['required'] }],
      });
      const config = await h().api.get('/config');
      expect(config.body.registrationWithoutReferral).toBe('false');
    });
  },
  { env: { REGISTRATION_WITHOUT_REFERRAL: 'false' } },
);

it('keeps GOOD_PASSWORD valid under SPEC §5', () => {
  expect(GOOD_PASSWORD).toMatch(/^(?=.*[A-Z])(?=.*[a-z])(?=.*\d)(?=.*[!]).{8,14}$/);
});
