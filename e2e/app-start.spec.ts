import { expect, test } from './fixtures';
import { startPortal, type StartedPortal } from './support/start-portal';

// A second portal whose upstream cannot be reached: nothing but the config error can be shown.
const PORT = Number(process.env.E2E_PORT ?? 3100) + 90;
let portal: StartedPortal;

test.beforeAll(async () => {
  portal = await startPortal(PORT, {
    OAUTH_URL: 'http://127.0.0.1:9',
    PASSPORT_API_URL: 'http://127.0.0.1:9',
  });
});

test.afterAll(async () => {
  await portal?.stop();
});

test('without a config the portal says "Config cannot be loaded" and offers Try again', async ({ page }) => {
  await page.goto(`${portal.url}/en/login`);
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('Config cannot be loaded');
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});
