import { strFromU8, unzipSync } from 'fflate';

import { STEP_UP_WINDOW_MS } from '../../lib/policy';
import { GOOD_PASSWORD, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, registerConfirmed, signedInUser } from './flows';
import { mailsTo, waitForMail, waitForMailCount } from './mailbox';
import { serviceClock } from './two-fa-helpers';

const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) ' +
  'Version/17.4 Mobile/15E148 Safari/604.1';
const EXCHANGE = 'urn:ietf:params:oauth:grant-type:token-exchange';
const ACCESS_TOKEN = 'urn:ietf:params:oauth:token-type:access_token';

// Issue 22, security centre: the owner sees every signed-in device and the products each reached, and
// signs one out (of everything or of one product) with immediate effect for the browser and the product.
describeBackends('security centre: signed-in devices', (h) => {
  const signIn = async (email: string, userAgent: string, ip = uniqueIp()) => {
    const res = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: email, password: GOOD_PASSWORD },
      { ip, headers: { 'user-agent': userAgent } },
    );
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };
  const productToken = async (subject: string, audience: string) => {
    const res = await h().api.form(
      '/oauth/token',
      { grant_type: EXCHANGE, subject_token: subject, subject_token_type: ACCESS_TOKEN, audience },
      { ip: uniqueIp() },
    );
    expect(res.status).toBe(200);
    return res.body.access_token as string;
  };
  const sessions = async (token: string) => {
    const res = await h().api.get('/v1/sessions', { token });
    expect(res.status).toBe(200);
    return res.body.data.sessions as Array<{
      id: string;
      browser: string | null;
      system: string | null;
      place: string | null;
      method: string | null;
      current: boolean;
      firstSeenAt: string;
      lastSeenAt: string;
      products: Array<{ application: string }>;
    }>;
  };
  const active = async (token: string) =>
    (await h().api.form('/oauth/check_token', { token })).status === 200;

  it('lists each device with browser, system, a coarse network and the products it reached', async () => {
    const user = await signedInUser(h().server, h().api);
    const laptop = await signIn(user.email, FIREFOX_LINUX, '203.0.113.77');
    const phone = await signIn(user.email, SAFARI_IPHONE);
    await productToken(phone, 'ULTIMACARD');
    await productToken(phone, 'ULTIMACARD');
    await productToken(phone, 'SMART');

    const seen = await sessions(laptop);
    expect(seen).toHaveLength(3);
    expect(seen[0]).toMatchObject({
      current: true,
      browser: 'Firefox 128',
      system: 'Linux',
      place: '203.0.x.x',
      method: 'password',
      products: [],
    });
    expect(JSON.stringify(seen)).not.toContain('113.77');
    const other = seen.find((s) => s.browser === 'Safari 17')!;
    expect(other).toMatchObject({ current: false, system: 'iOS 17.4' });
    expect(other.products.map((p) => p.application)).toEqual(['SMART', 'ULTIMACARD']);
    // The phone sees the same devices, itself marked.
    expect((await sessions(phone)).find((s) => s.current)!.id).toBe(other.id);
  });

  it('signs a device out of one product, then out of everything, at once', async () => {
    const user = await signedInUser(h().server, h().api);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const card = await productToken(phone, 'ULTIMACARD');
    const smart = await productToken(phone, 'SMART');
    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;

    const one = await h().api.delete(`/v1/sessions/${phoneId}/products/ULTIMACARD`, { token: user.token });
    expect(one.status).toBe(200);
    expect(one.body.data).toEqual({ sessions: 0, products: 1 });
    expect(await active(card)).toBe(false);
    expect(await active(smart)).toBe(true);
    expect(await active(phone)).toBe(true);
    expect((await sessions(user.token)).find((s) => s.id === phoneId)!.products).toEqual([
      expect.objectContaining({ application: 'SMART' }),
    ]);
    // Nothing left there to end.
    const again = await h().api.delete(`/v1/sessions/${phoneId}/products/ULTIMACARD`, { token: user.token });
    expect(again.status).toBe(404);

    const all = await h().api.delete(`/v1/sessions/${phoneId}`, { token: user.token });
    expect(all.body.data).toEqual({ sessions: 1, products: 1 });
    expect((await h().api.get('/v1/user', { token: phone })).status).toBe(401);
    expect(await active(smart)).toBe(false);
    expect(await active(user.token)).toBe(true);
    expect((await sessions(user.token)).map((s) => s.id)).not.toContain(phoneId);
    expect((await h().api.delete(`/v1/sessions/${phoneId}`, { token: user.token })).status).toBe(404);
  });

  it("never reaches another account's device", async () => {
    const owner = await signedInUser(h().server, h().api);
    const stranger = await signedInUser(h().server, h().api);
    const ownerId = (await sessions(owner.token))[0]!.id;
    const res = await h().api.delete(`/v1/sessions/${ownerId}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect(await active(owner.token)).toBe(true);
  });

  it('signs out every other device and keeps this one with its products', async () => {
    const user = await signedInUser(h().server, h().api);
    const mine = await productToken(user.token, 'ULTIMACARD');
    const laptop = await signIn(user.email, FIREFOX_LINUX);
    const phone = await login(h().api, user.email);
    const theirs = await productToken(phone, 'ULTIMACARD');

    const res = await h().api.json('POST', '/v1/sessions/sign-out-others', {}, { token: user.token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ sessions: 2, products: 1 });
    expect(await active(laptop)).toBe(false);
    expect(await active(phone)).toBe(false);
    expect(await active(theirs)).toBe(false);
    expect(await active(user.token)).toBe(true);
    expect(await active(mine)).toBe(true);
    expect(await sessions(user.token)).toHaveLength(1);
  });

  it('keeps a sign-in history: methods, failed attempts in a row as one entry, no address or password', async () => {
    const user = await signedInUser(h().server, h().api);
    const ip = '198.51.100.23';
    for (const password of ['Wrong-pass-1', 'Wrong-pass-2']) {
      const res = await h().api.form(
        '/oauth/token',
        { grant_type: 'password', username: user.email, password },
        { ip, headers: { 'user-agent': FIREFOX_LINUX } },
      );
      expect(res.body.error).toBe('bad_credentials');
    }
    const laptop = await signIn(user.email, FIREFOX_LINUX, ip);

    const res = await h().api.get('/v1/sign-ins', { token: laptop });
    expect(res.status).toBe(200);
    const entries = res.body.data.entries;
    expect(entries).toEqual([
      expect.objectContaining({ outcome: 'success', method: 'password', browser: 'Firefox 128', count: 1 }),
      expect.objectContaining({ outcome: 'failure', method: 'password', place: '198.51.x.x', count: 2 }),
      expect.objectContaining({ outcome: 'success', method: 'password', count: 1 }),
    ]);
    expect(entries[1].firstAt <= entries[1].at).toBe(true);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('100.23');
    expect(text).not.toContain('Wrong-pass');
    // Nobody else's history.
    const stranger = await signedInUser(h().server, h().api);
    const theirs = await h().api.get('/v1/sign-ins', { token: stranger.token });
    expect(theirs.body.data.entries).toHaveLength(1);
  });
  it('alerts a new browser once, not the first sign-in; "Not me" locks the intruder out without a secret', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const NOT_ME = /\/not-me\//;
    const grant = (userAgent: string, device?: string) =>
      h().api.form(
        '/oauth/token',
        { grant_type: 'password', username: user.email, password: GOOD_PASSWORD, device },
        { ip: uniqueIp(), headers: { 'user-agent': userAgent } },
      );
    const first = await grant(FIREFOX_LINUX);
    const owner = first.body.access_token as string;
    // The same browser again, with the device token it was given: no news either.
    expect((await grant(FIREFOX_LINUX, first.body.device_token as string)).status).toBe(200);
    const intruder = (await grant(SAFARI_IPHONE)).body.access_token as string;
    const alert = await waitForMail(h().server.dataDir, user.email, NOT_ME);
    await waitForMailCount(h().server.dataDir, user.email, NOT_ME, 1);
    expect(alert.subject).toBe('New sign-in to your Passport account');
    expect(alert.text).toContain('Safari 17 on iOS 17.4');
    expect(alert.text).not.toMatch(/password:|code:/i);
    const product = await productToken(intruder, 'ULTIMACARD');

    const code = /\/not-me\/([A-Za-z0-9_-]+)/.exec(alert.text)![1]!;
    const confirmed = await h().api.json('POST', '/v1/not-me', { code }, { ip: uniqueIp() });
    expect(confirmed.status).toBe(200);
    for (const token of [intruder, owner, product]) expect(await active(token)).toBe(false);
    // The password alone no longer signs in: a new one first.
    const again = await grant(SAFARI_IPHONE);
    expect(again.body.error).toBe('password_reset_required');
    // The link works once.
    const reused = await h().api.json('POST', '/v1/not-me', { code }, { ip: uniqueIp() });
    expect(reused.body.errors[0].code).toBe('invalid_confirmation_code');
  });

  it('a QR sign-in alerts only a browser the account has not seen, which it then trusts', async () => {
    const user = await registerConfirmed(h().server, h().api);
    const NOT_ME = /\/not-me\//;
    const first = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: user.email, password: GOOD_PASSWORD },
      { ip: uniqueIp(), headers: { 'user-agent': FIREFOX_LINUX } },
    );
    const phone = first.body.access_token as string;
    const qrSignIn = async (userAgent: string, device?: string) => {
      const browser = `browser-${Math.random().toString(36).slice(2)}`;
      const generated = await h().api.get('/oauth/qr/generate', {
        basic: true,
        ip: uniqueIp(),
        query: { browser },
        headers: { 'user-agent': userAgent },
      });
      const code = generated.body.data.payload as string;
      const approved = await h().api.json(
        'POST',
        '/v1/qr/approve',
        { code },
        { token: phone, ip: uniqueIp() },
      );
      expect(approved.status).toBe(200);
      const granted = await h().api.form(
        '/oauth/token',
        { grant_type: 'qr_code', code, browser, device },
        { ip: uniqueIp(), headers: { 'user-agent': userAgent } },
      );
      expect(granted.body.authentication_status).toBe('SUCCESS');
      return granted.body as { device_token?: string };
    };
    // The browser that signed in by password, with its device token: no news.
    await qrSignIn(FIREFOX_LINUX, first.body.device_token as string);
    // A browser never seen: one alert, and it is handed a device token …
    const phoneBrowser = await qrSignIn(SAFARI_IPHONE);
    expect(phoneBrowser.device_token).toEqual(expect.any(String));
    const [alert] = await Promise.all([
      waitForMail(h().server.dataDir, user.email, NOT_ME),
      waitForMailCount(h().server.dataDir, user.email, NOT_ME, 1),
    ]);
    expect(alert.text).toContain('Safari 17 on iOS 17.4');
    // … so its next QR sign-in is no news; another unknown one is.
    await qrSignIn(SAFARI_IPHONE, phoneBrowser.device_token);
    await qrSignIn(FIREFOX_LINUX);
    await waitForMailCount(h().server.dataDir, user.email, NOT_ME, 2);
    const alerts = await mailsTo(h().server.dataDir, user.email, NOT_ME);
    expect(alerts.map((mail) => mail.text.includes('Firefox'))).toEqual([false, true]);
  });

  it('downloads my data as a ZIP, once a day', async () => {
    const user = await signedInUser(h().server, h().api);
    const res = await fetch(`${h().server.baseUrl}/v1/account/export`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(files).sort()).toEqual(['documents.json', 'profile.json', 'sign-ins.json']);
    expect(JSON.parse(strFromU8(files['profile.json']!))).toMatchObject({ email: user.email });
    expect(JSON.parse(strFromU8(files['sign-ins.json']!))).toEqual([
      expect.objectContaining({ outcome: 'success', method: 'password' }),
    ]);
    expect(strFromU8(files['profile.json']!)).not.toContain(user.password);
    const again = await h().api.get('/v1/account/export', { token: user.token });
    expect(again.status).toBe(429);
  });

  it('asks a session that proved nothing recently to confirm it is you first', async () => {
    const user = await signedInUser(h().server, h().api);
    const phone = await signIn(user.email, SAFARI_IPHONE);
    const phoneId = (await sessions(phone)).find((s) => s.current)!.id;
    const clock = await serviceClock(h());
    clock.advance(STEP_UP_WINDOW_MS + 1000);
    const refused = await h().api.delete(`/v1/sessions/${phoneId}`, { token: user.token });
    expect(refused.status).toBe(403);
    expect(refused.body.errors[0].code).toBe('reauth_required');
    const others = await h().api.json('POST', '/v1/sessions/sign-out-others', {}, { token: user.token });
    expect(others.body.errors[0].code).toBe('reauth_required');
    const exported = await h().api.get('/v1/account/export', { token: user.token });
    expect(exported.body.errors[0].code).toBe('reauth_required');
    // Using the session moves its "last active", never its "signed in".
    const mine = (await sessions(user.token)).find((s) => s.current)!;
    expect(Date.parse(mine.lastSeenAt) - Date.parse(mine.firstSeenAt)).toBeGreaterThan(STEP_UP_WINDOW_MS);
    expect(await active(phone)).toBe(true);
  });
});
