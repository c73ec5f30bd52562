import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';

import { createUser, expect, expectAccessible, PORTAL_URL, signIn, test } from './fixtures';

// Issue 23: a product signs in with OpenID Connect through the portal's own login page and back, and
// hears of a logout on its back channel; its RP-initiated logout ends the portal session too.

const ROOT = path.join(__dirname, '..');
const PORT = Number(process.env.E2E_OIDC_PRODUCT_PORT ?? 3420);
const PRODUCT = `http://localhost:${PORT}`;
let product: ChildProcess | undefined;

// One product on one port: the tests of this file run in one worker, one after the other.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  const added = spawnSync(
    process.execPath,
    [
      'dist/admin.cjs',
      'clients',
      'add',
      `OIDC sample (e2e ${PORT})`,
      '--redirect-uri',
      `${PRODUCT}/callback`,
      '--post-logout-redirect-uri',
      `${PRODUCT}/`,
      '--backchannel-logout-uri',
      `${PRODUCT}/backchannel-logout`,
      '--json',
    ],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH,
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'silent',
      } as unknown as NodeJS.ProcessEnv,
      encoding: 'utf8',
    },
  );
  const credentials = JSON.parse(added.stdout.trim().split('\n').pop()!) as {
    client_id: string;
    client_secret: string;
  };
  product = spawn(process.execPath, ['examples/sample-product/oidc-server.mjs'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      PORTAL_URL,
      SAMPLE_PRODUCT_PORT: String(PORT),
      SAMPLE_PRODUCT_URL: PRODUCT,
      OAUTH_CLIENT_ID: credentials.client_id,
      OAUTH_CLIENT_SECRET: credentials.client_secret,
    } as unknown as NodeJS.ProcessEnv,
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (await fetch(`${PRODUCT}/`).catch(() => null))?.status, { timeout: 20_000 })
    .toBe(200);
});

test.afterAll(() => {
  product?.kill('SIGTERM');
});

test('signs in through the portal’s own login page and back; the portal logout reaches the product', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await page.goto(`${PRODUCT}/login`);
  // The portal's own login page, which comes back to the product's sign-in once done.
  await expect(page).toHaveURL(/\/en\/login\?next=%2Foidc%2F/);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(`${PRODUCT}/`);
  await expect(page.getByTestId('user-email')).toHaveText(user.email);

  // The portal's logout: the product hears of it on its back channel and signs the user out.
  // The logout dialog names the products that will be told.
  await page.goto(`${PORTAL_URL}/en/profile`);
  await page.getByTestId('avatar-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByTestId('logout-products')).toContainText(`OIDC sample (e2e ${PORT})`);
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
  await expect
    .poll(async () => {
      await page.goto(`${PRODUCT}/`);
      return page.getByTestId('status').textContent();
    })
    .toBe('Signed out');
});

test('a signed-in portal user comes straight back; the product’s logout ends the portal session', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  await page.goto(`${PRODUCT}/login`);
  await expect(page).toHaveURL(`${PRODUCT}/`);
  await expect(page.getByTestId('user-email')).toHaveText(user.email);

  await page.getByRole('button', { name: 'Log out' }).click();
  // The portal asks first (in the browser's language), then ends its session and every product's.
  await expect(page.getByRole('heading', { name: 'Log out' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(`${PRODUCT}/`);
  await expect(page.getByTestId('status')).toHaveText('Signed out');
  await page.goto(`${PORTAL_URL}/en/profile`);
  await expect(page).toHaveURL(/\/en\/login/);
});
