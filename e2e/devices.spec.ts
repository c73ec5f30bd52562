import fs from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';

import {
  createUser,
  expect,
  expectAccessible,
  linkIn,
  newContext,
  PORTAL_URL,
  PRODUCT_URL,
  signIn,
  test,
  waitForEmail,
  type TestUser,
} from './fixtures';

// Issue 22, security centre: two browsers signed in as one user each see the other; one signs the other
// out of one product or of everything, and the effect is immediate for that browser and the product.

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';
const client = {
  Authorization: `Basic ${Buffer.from(`passport-portal:${process.env.E2E_CLIENT_SECRET}`).toString('base64')}`,
};

/** A second browser (Firefox on Linux, as its User-Agent says) signed in as `user`. */
async function otherBrowser(browser: Browser, user: TestUser): Promise<Page> {
  const context = await newContext(browser, { userAgent: FIREFOX });
  const page = await context.newPage();
  await signIn(page, user);
  return page;
}

/** The token a linked product receives when `page`'s browser opens it from the portal. */
async function openProduct(page: Page, application: string): Promise<string> {
  const backUrl = encodeURIComponent(`${PRODUCT_URL}/${application.toLowerCase()}`);
  const go = await page.request.get(`${PORTAL_URL}/api/go?application=${application}&backUrl=${backUrl}`, {
    maxRedirects: 0,
  });
  expect(go.status()).toBe(303);
  return new URL(go.headers().location!).searchParams.get('token')!;
}

const active = async (request: APIRequestContext, token: string) =>
  (await request.post(`${PORTAL_URL}/oauth/check_token`, { form: { token }, headers: client })).status() ===
  200;

test('each browser sees the other; one signs the other out of a product, then of everything (en)', async ({
  page,
  browser,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  const laptop = await otherBrowser(browser, user);
  const card = await openProduct(laptop, 'ULTIMACARD');
  const smart = await openProduct(laptop, 'SMART');

  await page.goto('/en/profile/security/devices');
  await expect(page.getByRole('heading', { name: 'Signed-in devices', level: 1 })).toBeVisible();
  const devices = page.getByTestId('device');
  await expect(devices).toHaveCount(2);
  const mine = devices.filter({ has: page.getByTestId('this-device') });
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText('Signed in with: password');
  const theirs = devices.filter({ hasText: 'Firefox 128' });
  await expect(theirs).toContainText('Linux');
  await expect(theirs.getByTestId('device-product')).toHaveText([/SMART/, /ULTIMA CARD/]);
  await expectAccessible(page);

  // The laptop sees this browser too.
  await laptop.goto('/en/profile/security/devices');
  await expect(laptop.getByTestId('device')).toHaveCount(2);
  await expect(laptop.getByTestId('device').filter({ has: laptop.getByTestId('this-device') })).toContainText(
    'Firefox 128',
  );

  // Out of one product: that product's token dies at once, the laptop stays signed in elsewhere.
  await theirs.getByRole('button', { name: 'Sign out of ULTIMA CARD' }).click();
  await expect(page.getByTestId('devices-status')).toHaveText('Signed out.');
  await expect(theirs.getByTestId('device-product')).toHaveText([/SMART/]);
  expect(await active(request, card)).toBe(false);
  expect(await active(request, smart)).toBe(true);

  // Out of everything: the laptop's next page is the login, its products' tokens fail.
  await theirs.getByRole('button', { name: 'Sign out this device' }).click();
  await expect(devices).toHaveCount(1);
  await expect(page.getByTestId('no-other-devices')).toBeVisible();
  expect(await active(request, smart)).toBe(false);
  await laptop.goto('/en/profile/general');
  await expect(laptop).toHaveURL(/\/en\/login/);
  await laptop.context().close();
});

test('signing out every other device, in Arabic', async ({ page, browser, request }) => {
  const user = await createUser(request);
  await signIn(page, user);
  const laptop = await otherBrowser(browser, user);
  const card = await openProduct(laptop, 'ULTIMACARD');
  const mineCard = await openProduct(page, 'ULTIMACARD');

  await page.goto('/ar/profile/security/devices');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'الأجهزة المسجَّل دخولها', level: 1 })).toBeVisible();
  await expect(page.getByTestId('device')).toHaveCount(2);
  await expect(page.getByTestId('this-device')).toHaveText('هذا الجهاز');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'تسجيل خروج كل الأجهزة الأخرى' }).click();
  await expect(page.getByTestId('device')).toHaveCount(1);
  await expect(page.getByTestId('no-other-devices')).toHaveText('لا يوجد جهاز آخر مسجَّل الدخول.');
  expect(await active(request, card)).toBe(false);
  expect(await active(request, mineCard)).toBe(true);
  await laptop.goto('/ar/profile/general');
  await expect(laptop).toHaveURL(/\/ar\/login/);
  await expectAccessible(page);
  await laptop.context().close();
});

for (const { locale, failed, method } of [
  { locale: 'en', failed: 'Failed attempts: 2', method: 'Method: password' },
  { locale: 'ar', failed: 'محاولات فاشلة: 2', method: 'الطريقة: كلمة المرور' },
]) {
  test(`the sign-in history shows the sign-ins and groups failed attempts (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request);
    const stranger = await newContext(browser, { userAgent: FIREFOX });
    for (const password of ['Wrong-pass-1', 'Wrong-pass-2']) {
      const tried = await stranger.request.post(`${PORTAL_URL}/api/auth/login`, {
        data: { email: user.email, password },
        headers: { Origin: PORTAL_URL },
      });
      expect((await tried.json()).errors[0].code).toBe('bad_credentials');
    }
    await stranger.close();
    await signIn(page, user);

    await page.goto(`/${locale}/profile/security/status`);
    await page.getByTestId('link-history').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/security/history$`));
    const entries = page.getByTestId('sign-in-entry');
    await expect(entries).toHaveCount(2);
    await expect(entries.nth(0)).toHaveAttribute('data-outcome', 'success');
    await expect(entries.nth(0)).toContainText(method);
    await expect(entries.nth(1)).toContainText(failed);
    await expect(entries.nth(1)).toContainText('Firefox 128');
    await expect(page.getByText(user.password)).toHaveCount(0);
    await expectAccessible(page);
  });
}

for (const { locale, title, confirm, done } of [
  {
    locale: 'en',
    title: 'Secure your account',
    confirm: 'Sign out everywhere',
    done: 'Your account is secured',
  },
  { locale: 'ar', title: 'أمّن حسابك', confirm: 'تسجيل الخروج من كل مكان', done: 'حسابك في أمان' },
]) {
  test(`a new browser's sign-in mails one alert whose "Not me" locks it out without a secret (${locale})`, async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request);
    // The first sign-in after registration is no news.
    await signIn(page, user);
    const intruder = await otherBrowser(browser, user);
    const product = await openProduct(intruder, 'ULTIMACARD');
    const alert = await waitForEmail(user.email, (mail) => mail.text.includes('/not-me/'));
    expect(alert.subject).toBe('New sign-in to your Passport account');
    expect(alert.text).toContain('Firefox 128 on Linux');
    const alerts = await (
      await fetch(`${process.env.E2E_SMTP_API}/messages?to=${encodeURIComponent(user.email)}`)
    ).json();
    expect((alerts as Array<{ text: string }>).filter((mail) => mail.text.includes('/not-me/'))).toHaveLength(
      1,
    );

    const link = new URL(linkIn(alert, '/not-me/'));
    await page.goto(link.pathname.replace(/^\/en\//, `/${locale}/`));
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    // Nothing secret is asked: no field at all, only the button.
    await expect(page.locator('input:not([type="hidden"]), textarea')).toHaveCount(0);
    await expectAccessible(page);
    await page.getByRole('button', { name: confirm }).click();
    await expect(page.getByTestId('not-me-done')).toContainText(done);
    await expectAccessible(page);

    // The intruder's browser and product are out at once, and the password alone no longer signs in.
    expect(await active(request, product)).toBe(false);
    await intruder.goto(`/${locale}/profile/general`);
    await expect(intruder).toHaveURL(new RegExp(`/${locale}/login`));
    const again = await intruder.request.post(`${PORTAL_URL}/api/auth/login`, {
      data: { email: user.email, password: user.password },
      headers: { Origin: PORTAL_URL },
    });
    expect((await again.json()).errors[0].code).toBe('password_reset_required');
    await intruder.context().close();
  });
}

for (const { locale, download, tooSoon } of [
  {
    locale: 'en',
    download: 'Download my data',
    tooSoon: 'You already downloaded your data today. Try again tomorrow.',
  },
  { locale: 'ar', download: 'تنزيل بياناتي', tooSoon: 'لقد نزّلت بياناتك اليوم بالفعل. حاول مجددًا غدًا.' },
]) {
  test(`downloads my data as a ZIP, once a day (${locale})`, async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto(`/${locale}/profile/security/status`);
    await page.getByTestId('link-data').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/profile/security/data$`));
    await expectAccessible(page);

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: download }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe('passport-data.zip');
    const bytes = fs.readFileSync((await file.path())!);
    // A ZIP archive ("PK\x03\x04") naming the profile inside.
    expect(bytes.subarray(0, 4).toString('latin1')).toBe('PK\u0003\u0004');
    expect(bytes.includes(Buffer.from('profile.json'))).toBe(true);

    await page.getByRole('button', { name: download }).click();
    await expect(page.getByTestId('data-status')).toHaveText(tooSoon);
    await expectAccessible(page);
  });
}
