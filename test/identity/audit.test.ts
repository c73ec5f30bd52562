import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { AUDIT_EVENTS } from '../../lib/identity/audit/audit';
import { freshCaptcha } from './altcha-solver';
import { apiClient, GOOD_PASSWORD, uniqueEmail, uniqueIp, type ApiClient } from './api-client';
import { registrationBody } from './flows';
import { runAdmin, startLoggedServer, type CapturedLog } from './log-capture';
import { extractCode, waitForMail } from './mailbox';
import {
  TEST_CLIENT_ID,
  TEST_CLIENT_SECRET,
  testBackends,
  testServerEnv,
  type IdentityTestServer,
} from './server';
import { softwareAuthenticator } from './software-authenticator';
import { ACTIVATE_MAIL, DEACTIVATE_MAIL, mailedCode } from './two-fa-helpers';
import { ADMIN_TOKEN, adminClient, verificationClient } from './verification-helpers';

type Line = Record<string, unknown>;

// The operator's record of who did what (operations issue): every decision an HTTP flow or the admin CLI
// makes is one JSON line with its request, visitor and account — and the whole output, server and CLI,
// holds none of the passwords, codes, tokens and secrets the flows used.
const describeOutOfProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeOutOfProcess.each(testBackends())('audit events (%s)', (backend) => {
  let env: Record<string, string | undefined>;
  let drop: () => Promise<void>;
  let dataDir: string;
  let server: IdentityTestServer;
  let api: ApiClient;
  let log: CapturedLog;
  let stop: () => Promise<void>;
  /** Everything the flows typed or were given that must never be written down. */
  const secrets = new Set<string>([GOOD_PASSWORD, TEST_CLIENT_SECRET, ADMIN_TOKEN]);
  let cliOutput = '';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-audit-'));
    const prepared = await testServerEnv(backend, dataDir);
    drop = prepared.drop;
    env = { ...prepared.env, LOG_LEVEL: 'info', ADMIN_TOKEN };
    secrets.add(env.SESSION_SECRET!);
    const started = await startLoggedServer(env);
    log = started.log;
    stop = started.stop;
    server = {
      baseUrl: started.baseUrl,
      dataDir,
      backend,
      clientId: TEST_CLIENT_ID,
      clientSecret: TEST_CLIENT_SECRET,
      inProcess: false,
      close: stop,
    };
    api = apiClient(server);
  });
  afterAll(async () => {
    await stop?.();
    await drop?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const keep = <T extends string>(value: T): T => {
    secrets.add(value);
    return value;
  };
  const auditLines = (): Line[] =>
    [
      ...log.lines(),
      ...cliOutput
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Line),
    ].filter((line) => typeof line.audit === 'string');
  /** The one line of `event` for `accountId`, waiting a moment for it to be written. */
  const eventLine = async (event: string, match: Line): Promise<Line> => {
    const deadline = Date.now() + 5000;
    for (;;) {
      const found = auditLines().find(
        (line) => line.audit === event && Object.entries(match).every(([k, v]) => line[k] === v),
      );
      if (found) return found;
      if (Date.now() > deadline) throw new Error(`no ${event} line matching ${JSON.stringify(match)}`);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  };
  const requestIdShape = expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/);

  const registerAndConfirm = async (ip: string) => {
    const email = uniqueEmail('audit');
    const registered = await api.json('POST', '/v1/registration', registrationBody(email), { ip });
    expect(registered.status).toBe(200);
    const code = keep(extractCode(await waitForMail(dataDir, email, /\/confirmation\//), 'confirmation'));
    expect((await api.json('POST', '/v1/registration/confirm', { code }, { ip })).status).toBe(200);
    const confirmed = await eventLine('account.confirmed', { visitor: ip });
    return { email, accountId: confirmed.accountId as string };
  };
  const passwordLogin = (email: string, password: string, ip: string, extra: Record<string, string> = {}) =>
    api.form('/oauth/token', { grant_type: 'password', username: email, password, ...extra }, { ip });

  it('records each decision with its request id, visitor and account, and no secret anywhere', async () => {
    // Registration and confirmation.
    const ip = uniqueIp();
    const { email, accountId } = await registerAndConfirm(ip);
    expect(await eventLine('account.registered', { accountId })).toMatchObject({
      visitor: ip,
      actor: 'visitor',
      requestId: requestIdShape,
    });

    // A login: the request id the caller's proxy gave is kept and answered back; a malformed one is not.
    const proxyId = 'edge-7f3a9c2e41b0';
    const ok = await api.form(
      '/oauth/token',
      { grant_type: 'password', username: email, password: GOOD_PASSWORD },
      { ip, headers: { 'x-request-id': proxyId } },
    );
    expect(ok.status).toBe(200);
    expect(ok.headers.get('x-request-id')).toBe(proxyId);
    const token = keep(ok.body.access_token as string);
    keep(ok.body.device_token as string);
    expect(await eventLine('login.success', { accountId })).toMatchObject({
      requestId: proxyId,
      visitor: ip,
      method: 'password',
    });
    const wrong = await passwordLogin(email, keep('Wrong-pa55!'), ip, {});
    expect(wrong.status).toBe(400);
    const odd = await api.form(
      '/oauth/token',
      { grant_type: 'password', username: email, password: GOOD_PASSWORD },
      { ip, headers: { 'x-request-id': '"},{"audit":"forged' } },
    );
    expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

    // Failures until the captcha is demanded, then (with captchas) until the lock, on a second account.
    const attackerIp = uniqueIp();
    const victim = await registerAndConfirm(uniqueIp());
    const answers: string[] = [];
    for (let i = 1; i <= 11; i++) {
      const captcha = i > 3 ? keep(await freshCaptcha(api, attackerIp)) : undefined;
      const res = await passwordLogin(victim.email, keep(`Wrong-pa55-${i}`), attackerIp, {
        ...(captcha ? { google_recaptcha_v2: captcha } : {}),
      });
      answers.push(res.body.error as string);
      if (i === 3) {
        const demanded = await passwordLogin(victim.email, keep('Wrong-pa55-x'), attackerIp);
        expect(demanded.body.error).toBe('google_recaptcha_v2_required');
      }
    }
    expect(answers).toEqual([...Array(10).fill('bad_credentials'), 'user_account_locked']);
    const failure = await eventLine('login.failure', {
      accountId: victim.accountId,
      reason: 'bad_credentials',
    });
    expect(failure).toMatchObject({ visitor: attackerIp, requestId: requestIdShape, actor: 'visitor' });
    expect(await eventLine('login.captcha_required', { accountId: victim.accountId })).toMatchObject({
      visitor: attackerIp,
      reason: 'google_recaptcha_v2_required',
    });
    expect(await eventLine('account.locked', { accountId: victim.accountId })).toMatchObject({
      visitor: attackerIp,
      lockedUntil: expect.any(Number),
    });
    await eventLine('login.failure', { accountId: victim.accountId, reason: 'user_account_locked' });

    // A password change, then a reset through the mailed link.
    const changed = keep('Changed-pa55');
    const change = await api.json(
      'PUT',
      '/v1/password',
      { password: GOOD_PASSWORD, newPassword: changed },
      { token, ip },
    );
    expect(change.status).toBe(200);
    expect(await eventLine('password.changed', { accountId })).toMatchObject({ visitor: ip });
    await api.json('POST', '/v1/password/reset', { email }, { basic: true, ip });
    const resetCode = keep(
      extractCode(await waitForMail(dataDir, email, /\/password\/reset\//), 'password/reset'),
    );
    const fresh = keep('Reset-pa55x');
    const reset = await api.json(
      'POST',
      '/v1/password/reset/confirm',
      { code: resetCode, password: fresh },
      { ip },
    );
    expect(reset.status).toBe(200);
    expect(await eventLine('password.reset', { accountId })).toMatchObject({ visitor: ip });

    // Two-factor on and off by the owner, on again, and reset by an operator with the CLI.
    const again = await passwordLogin(email, fresh, ip);
    const session = keep(again.body.access_token as string);
    keep(again.body.device_token as string);
    const twoFa = async (suffix: string, body: unknown) => {
      const res = await api.json('POST', `/v1/two-fa/tokens${suffix}`, body, { token: session, ip });
      expect([suffix, res.status]).toEqual([suffix, 200]);
    };
    await twoFa('', { type: 'EMAIL', data: email });
    await twoFa('/confirm', {
      type: 'EMAIL',
      code: keep(await mailedCode(dataDir, email, ACTIVATE_MAIL, 1)),
    });
    expect(await eventLine('two_fa.enabled', { accountId })).toMatchObject({ method: 'EMAIL', visitor: ip });
    await twoFa('/deactivate', { type: 'EMAIL' });
    await twoFa('/deactivate/confirm', {
      type: 'EMAIL',
      code: keep(await mailedCode(dataDir, email, DEACTIVATE_MAIL, 1)),
    });
    expect(await eventLine('two_fa.disabled', { accountId })).toMatchObject({ method: 'EMAIL', visitor: ip });
    await twoFa('', { type: 'EMAIL', data: email });
    await twoFa('/confirm', {
      type: 'EMAIL',
      code: keep(await mailedCode(dataDir, email, ACTIVATE_MAIL, 2)),
    });
    // Recovery codes: a new set, and one in place of the login code.
    const regenerated = await api.json('POST', '/v1/recovery-codes', {}, { token: session, ip });
    const codes = (regenerated.body.data.codes as string[]).map(keep);
    expect(await eventLine('recovery_codes.regenerated', { accountId })).toMatchObject({ visitor: ip });
    const half = keep((await passwordLogin(email, fresh, ip)).body.access_token as string);
    const recovered = await api.form(
      '/oauth/token',
      { grant_type: 'oauth_token', oauth_token: half, otp: codes[0] },
      { ip },
    );
    keep(recovered.body.access_token as string);
    keep(recovered.body.device_token as string);
    expect(await eventLine('recovery_code.used', { accountId })).toMatchObject({ visitor: ip });
    expect(await eventLine('login.success', { accountId, method: 'recovery_code' })).toBeTruthy();

    // A passkey added and removed.
    const passkey = softwareAuthenticator();
    const options = await api.json('POST', '/v1/passkeys/registration/options', {}, { token: session, ip });
    keep(options.body.data.challenge as string);
    const passkeyAdded = await api.json(
      'POST',
      '/v1/passkeys/registration/verify',
      { response: passkey.register(options.body.data) },
      { token: session, ip },
    );
    expect(passkeyAdded.status).toBe(200);
    expect(await eventLine('passkey.added', { accountId })).toMatchObject({ visitor: ip });
    expect((await api.delete(`/v1/passkeys/${passkey.id}`, { token: session, ip })).status).toBe(200);
    expect(await eventLine('passkey.removed', { accountId })).toMatchObject({ visitor: ip });

    const resetByOperator = await runAdmin(env, 'users', 'reset-2fa', email);
    expect(resetByOperator.code).toBe(0);
    cliOutput += resetByOperator.stderr;
    expect(await eventLine('two_fa.reset', { accountId })).toMatchObject({
      actor: expect.stringMatching(/^cli:/),
      requestId: null,
      visitor: null,
      method: 'EMAIL',
    });

    // Step-up: a wrong password proves nothing, the right one does.
    const reauth = (password: string) => api.json('POST', '/v1/reauth', { password }, { token: session, ip });
    expect((await reauth(keep('Wrong-pa55-r'))).status).toBe(400);
    expect(await eventLine('reauth.failure', { accountId })).toMatchObject({ reason: 'incorrect_password' });
    expect((await reauth(fresh)).status).toBe(200);
    expect(await eventLine('reauth.success', { accountId })).toMatchObject({ visitor: ip });
    // Security centre: the owner downloads their data…
    expect((await api.get('/v1/account/export', { token: session, ip })).status).toBe(200);
    expect(await eventLine('account.exported', { accountId })).toMatchObject({ visitor: ip });
    // …and signs every other device out.
    expect((await api.json('POST', '/v1/sessions/sign-out-others', {}, { token: session, ip })).status).toBe(
      200,
    );
    expect(await eventLine('sessions.ended', { accountId })).toMatchObject({ scope: 'others', visitor: ip });

    // The locked victim's way in: a mailed unlock link makes their browser one the lock does not hold.
    await api.json('POST', '/v1/login/unlock', { email: victim.email }, { basic: true, ip });
    const unlockCode = keep(
      extractCode(await waitForMail(dataDir, victim.email, /\/login\/unlock\//), 'login/unlock'),
    );
    const unlocked = await api.json(
      'POST',
      '/v1/login/unlock/confirm',
      { code: unlockCode },
      { basic: true, ip },
    );
    keep(unlocked.body.data.device_token as string);
    expect(await eventLine('account.unlock_link_used', { accountId: victim.accountId })).toMatchObject({
      visitor: ip,
    });

    // A moderator's decision through the admin API.
    const owner = await passwordLogin(email, fresh, ip);
    const docs = verificationClient(server, api, keep(owner.body.access_token as string));
    keep(owner.body.device_token as string);
    const queued = await docs.submit('PASSPORT');
    expect((await adminClient(api).post(`/admin/v1/documents/${queued.id}/approve`)).status).toBe(200);
    expect(await eventLine('document.decided', { accountId, documentId: queued.id })).toMatchObject({
      decision: 'APPROVED',
      actor: 'admin_api',
      requestId: requestIdShape,
      visitor: expect.any(String),
    });

    // A client added by the operator: its secret is printed once, to the operator, never logged.
    const added = await runAdmin(env, 'clients', 'add', 'Audit Product');
    expect(added.code).toBe(0);
    cliOutput += added.stderr;
    const clientId = /client_id:\s+(\S+)/.exec(added.stdout)![1]!;
    keep(/client_secret:\s+(\S+)/.exec(added.stdout)![1]!);
    expect(await eventLine('client.added', { clientId })).toMatchObject({
      actor: expect.stringMatching(/^cli:/),
    });

    // The operator's other commands: a new secret, a lifted lock, everyone signed out, the client and an
    // account removed.
    const admin = async (...args: string[]) => {
      const result = await runAdmin(env, ...args);
      expect([args.join(' '), result.code]).toEqual([args.join(' '), 0]);
      cliOutput += result.stderr;
      return result;
    };
    const rotated = await admin('clients', 'rotate', clientId);
    keep(/client_secret:\s+(\S+)/.exec(rotated.stdout)![1]!);
    await eventLine('client.rotated', { clientId });
    // A new OpenID signing key: its id is recorded, never the key.
    const rotatedKey = await admin('keys', 'rotate');
    const keyId = /signing key:\s+(\S+)/.exec(rotatedKey.stdout)![1]!;
    await eventLine('oidc.keys_rotated', { keyId });
    await admin('users', 'unlock', victim.email);
    expect(await eventLine('account.unlocked', { accountId: victim.accountId })).toMatchObject({
      actor: expect.stringMatching(/^cli:/),
    });
    await admin('users', 'revoke-sessions', email);
    await eventLine('sessions.revoked', { accountId });
    await admin('users', 'suspend', email);
    await eventLine('account.suspended', { accountId });
    await admin('users', 'reinstate', email);
    await eventLine('account.reinstated', { accountId });
    await admin('users', 'set-selfie-required', email, 'on');
    expect(await eventLine('account.selfie_required', { accountId })).toMatchObject({ value: 'on' });
    const importFile = path.join(dataDir, 'import.jsonl');
    fs.writeFileSync(importFile, '');
    await admin('users', 'import', importFile);
    expect(await eventLine('accounts.imported', { accountId: null })).toMatchObject({ count: 0 });
    await admin('clients', 'remove', clientId);
    await eventLine('client.removed', { clientId });
    await admin('users', 'delete', victim.email, '--yes');
    await eventLine('account.deleted', { accountId: victim.accountId });

    // A sign-in from a browser the account had not seen was mailed; its "Not me" ends everything.
    const alert = await waitForMail(dataDir, email, /\/not-me\//);
    const notMe = keep(/\/not-me\/([A-Za-z0-9_-]+)/.exec(alert.text)![1]!);
    expect((await api.json('POST', '/v1/not-me', { code: notMe }, { ip })).status).toBe(200);
    expect(await eventLine('account.not_me', { accountId })).toMatchObject({ visitor: ip });
    await eventLine('sessions.ended', { accountId, scope: 'all' });

    // "Delete my account", then its mailed cancel link.
    const leaver = await registerAndConfirm(uniqueIp());
    const leaverIp = uniqueIp();
    const leaverToken = keep(
      (await passwordLogin(leaver.email, GOOD_PASSWORD, leaverIp)).body.access_token as string,
    );
    const deletion = await api.json(
      'POST',
      '/v1/account/delete',
      { email: leaver.email },
      { token: leaverToken, ip: leaverIp },
    );
    expect(deletion.status).toBe(200);
    await eventLine('account.deletion_requested', { accountId: leaver.accountId });
    const cancelMail = await waitForMail(dataDir, leaver.email, /\/cancel-deletion\//);
    const cancelCode = keep(/\/cancel-deletion\/([A-Za-z0-9_-]+)/.exec(cancelMail.text)![1]!);
    expect((await api.json('POST', '/v1/account/cancel-deletion', { code: cancelCode }, { ip })).status).toBe(
      200,
    );
    await eventLine('account.deletion_cancelled', { accountId: leaver.accountId });

    // Every event of the catalogue was seen, and no other (account.erased comes from the erasure job after
    // the grace period, which this separate-process server cannot skip: account-deletion.test.ts drives
    // the clock and checks it); and nothing secret was written, by the server or the CLI.
    expect([...new Set(auditLines().map((line) => line.audit))].sort()).toEqual(
      AUDIT_EVENTS.filter(
        (event) => event !== 'account.erased' && event !== 'document.retention_ended',
      ).sort(),
    );
    const everything = log.text() + cliOutput;
    for (const secret of secrets) expect([secret, everything.includes(secret)]).toEqual([secret, false]);
    // One long story of a dozen logins with captchas and a dozen admin CLI runs (each a TypeScript
    // process of its own): on a shared machine it outlasts the default 30 s without anything being wrong.
  }, 180_000);
});
