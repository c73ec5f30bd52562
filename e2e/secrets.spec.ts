import type { APIResponse, Page } from '@playwright/test';

import {
  createUser,
  expect,
  linkIn,
  newContext,
  PORTAL_URL,
  signIn,
  test,
  uniqueEmail,
  waitForEmail,
} from './fixtures';
import { mailedCode } from './support/two-fa';

// Issue 19: no token-shaped value — the access token, the half token, the device token, any 43-character
// base64url secret — in any BFF answer the browser receives, across login, second factor, QR and
// registration. The QR payload is the one such value the browser must have (it draws the QR code from it).
const TOKEN_SHAPED = /[A-Za-z0-9_-]{43}/g;

/** Every /api answer body a page's context receives, collected as it goes. */
function collect() {
  const bodies: { url: string; text: string }[] = [];
  return {
    bodies,
    async record(response: APIResponse) {
      bodies.push({ url: response.url(), text: await response.text() });
      return response;
    },
    /** Token-shaped values in the bodies, other than the allowed ones. */
    leaks(allowed: string[] = []) {
      return bodies.flatMap(({ url, text }) =>
        (text.match(TOKEN_SHAPED) ?? [])
          .filter((value) => !allowed.includes(value))
          .map((value) => `${url}: ${value}`),
      );
    },
  };
}

const post = (page: Page, path: string, data: unknown) =>
  page.request.post(`${PORTAL_URL}/api${path}`, { data, headers: { Origin: PORTAL_URL } });

test('no BFF answer holds a token-shaped value: registration, login, second factor, QR', async ({
  browser,
  request,
}) => {
  const seen = collect();
  const context = await newContext(browser);
  const page = await context.newPage();
  // Not the login page: its QR panel generates codes of its own, and a newer code rebinds the browser
  // (the QR poll below would then lose to it, a race under load).
  await page.goto('/en/password/reset');

  // Registration and its confirmation.
  const email = uniqueEmail('secrets');
  await seen.record(
    await post(page, '/registration', {
      email,
      password: 'Kx7!vRq2m',
      firstName: 'Ada',
      lastName: 'Lovelace',
      nationalityId: 'DE',
      language: 'en',
      agreements: true,
    }),
  );
  const code = new URL(linkIn(await waitForEmail(email), '/confirmation/')).pathname.split('/').pop()!;
  await seen.record(await post(page, '/registration/confirm', { code }));

  // A password login (its answer is where the session token once leaked), then a logout.
  const login = await seen.record(await post(page, '/auth/login', { email, password: 'Kx7!vRq2m' }));
  expect(await login.json()).toMatchObject({ state: 'success', data: { status: 'SUCCESS' } });
  await seen.record(await post(page, '/auth/logout', {}));

  // A login with a second factor (e-mail codes): the half login and the code step.
  const user = await createUser(request);
  const owner = await newContext(browser);
  const ownerPage = await owner.newPage();
  await signIn(ownerPage, user);
  expect((await post(ownerPage, '/two-fa/tokens', { type: 'EMAIL', data: user.email })).ok()).toBe(true);
  const activation = await mailedCode(user.email, /turn on two-factor authentication/);
  expect((await post(ownerPage, '/two-fa/confirm', { type: 'EMAIL', code: activation })).ok()).toBe(true);
  await owner.close();
  const half = await seen.record(
    await post(page, '/auth/login', { email: user.email, password: user.password }),
  );
  expect(await half.json()).toMatchObject({
    state: 'success',
    data: { status: 'TWO_FACTOR_AUTHENTICATION' },
  });
  const otp = await mailedCode(user.email, /to log in/);
  const done = await seen.record(await post(page, '/auth/otp', { otp }));
  expect(await done.json()).toMatchObject({ state: 'success', data: { status: 'SUCCESS' } });
  await seen.record(await post(page, '/auth/logout', {}));

  // A QR login: generated here, approved by a signed-in phone, collected by polling.
  const qr = await seen.record(await post(page, '/auth/qr', {}));
  const payload = (await qr.json()).data.payload as string;
  const phone = await newContext(browser);
  const phonePage = await phone.newPage();
  await signIn(phonePage, await createUser(request));
  expect((await post(phonePage, '/qr/approve', { code: payload })).ok()).toBe(true);
  await phone.close();
  const polled = await seen.record(await post(page, '/auth/qr/poll', { payload }));
  const polledBody = await polled.json();
  expect(polledBody, JSON.stringify(polledBody)).toMatchObject({
    state: 'success',
    data: { status: 'SUCCESS' },
  });

  expect(seen.bodies.length).toBeGreaterThanOrEqual(9);
  expect(seen.leaks([payload])).toEqual([]);
  await context.close();
});
