import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, test } from './fixtures';

// A second portal whose upstream cannot be reached: nothing but the config error can be shown.
const PORT = 3190;
let server: ChildProcess;

test.beforeAll(async () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-noconfig-'));
  server = spawn(process.execPath, ['node_modules/next/dist/bin/next', 'start', '-p', String(PORT)], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(PORT),
      DATA_DIR: dataDir,
      OAUTH_URL: 'http://127.0.0.1:9',
      PASSPORT_API_URL: 'http://127.0.0.1:9',
    },
    stdio: 'ignore',
  });
  for (let i = 0; i < 120; i += 1) {
    try {
      await fetch(`http://127.0.0.1:${PORT}/en`);
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  throw new Error('second portal did not start');
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('without a config the portal says "Config cannot be loaded" and offers Try again', async ({ page }) => {
  await page.goto(`http://127.0.0.1:${PORT}/en/login`);
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('Config cannot be loaded');
  await expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByTestId('login-form')).toHaveCount(0);
});
