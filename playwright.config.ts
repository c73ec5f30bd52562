import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

import { backUrlVariable, PRODUCT_GROUPS } from './lib/products';

/**
 * End-to-end tests against a production build (`next build` must have run) in the system Chromium.
 * The servers get a throwaway DATA_DIR, a local SMTP sink, a stand-in for Telegram's Bot API and the
 * sample linked product.
 */
const PORTAL_PORT = Number(process.env.E2E_PORT ?? 3100);
const PRODUCT_PORT = Number(process.env.E2E_PRODUCT_PORT ?? 4100);
const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? 2525);
const SMTP_HTTP_PORT = Number(process.env.E2E_SMTP_HTTP_PORT ?? 2526);
const TELEGRAM_PORT = Number(process.env.E2E_TELEGRAM_PORT ?? 2527);
// The Bot API stand-in answers only this token, in the path as Telegram's API has it.
const TELEGRAM_BOT_TOKEN = '424242:e2e-bot-token-not-for-production';
const TELEGRAM_BOT_NAME = 'passport_e2e_bot';
const PORTAL_URL = `http://localhost:${PORTAL_PORT}`;
const PRODUCT_URL = `http://localhost:${PRODUCT_PORT}`;
// Known to the tests and to the sample product; only this throwaway run uses it.
const CLIENT_SECRET = 'e2e-client-secret-not-for-production';

// Evaluated once in the runner; workers inherit the environment, so they see the same folder.
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'passport-e2e-'));
process.env.E2E_PORTAL_URL = PORTAL_URL;
process.env.E2E_PRODUCT_URL = PRODUCT_URL;
process.env.E2E_SMTP_API = `http://127.0.0.1:${SMTP_HTTP_PORT}`;
process.env.E2E_SMTP_URL = `smtp://127.0.0.1:${SMTP_PORT}`;
process.env.E2E_CLIENT_SECRET = CLIENT_SECRET;
process.env.E2E_TELEGRAM_API = `http://127.0.0.1:${TELEGRAM_PORT}`;

const backUrls = Object.fromEntries(
  PRODUCT_GROUPS.map((group) => [backUrlVariable(group), `${PRODUCT_URL}/${group.toLowerCase()}`]),
);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  // One per core: the portal, the browser and the tests share the machine's two.
  workers: 2,
  // A test that passes only on its retry is a flake: reported, and the run fails.
  retries: 1,
  failOnFlakyTests: true,
  reporter: [['list']],
  use: {
    baseURL: PORTAL_URL,
    // Recording a trace of every test cost about 30 % of the suite's time on two cores; the retry of a
    // failed test is recorded, which is what one reads a trace for.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined },
    },
  ],
  webServer: [
    {
      command: 'node e2e/support/smtp-sink.mjs',
      url: `http://127.0.0.1:${SMTP_HTTP_PORT}/messages`,
      env: { SMTP_SINK_PORT: String(SMTP_PORT), SMTP_SINK_HTTP_PORT: String(SMTP_HTTP_PORT) },
      reuseExistingServer: false,
    },
    {
      command: 'node e2e/support/telegram-stand-in.mjs',
      url: `http://127.0.0.1:${TELEGRAM_PORT}/messages`,
      env: {
        TELEGRAM_STAND_IN_PORT: String(TELEGRAM_PORT),
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_BOT_NAME,
      },
      reuseExistingServer: false,
    },
    {
      command: 'node dist/server.cjs',
      url: `${PORTAL_URL}/en/login`,
      timeout: 120_000,
      env: {
        PORT: String(PORTAL_PORT),
        // The tests act as the operator's proxy on loopback: the X-Forwarded-For each browser context
        // sends names its own visitor, so rate limits stay per test.
        TRUST_PROXY: 'loopback',
        APP_URL: PORTAL_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        OAUTH_CLIENT_ID: 'passport-portal',
        OAUTH_CLIENT_SECRET: CLIENT_SECRET,
        SUPPORT_EMAIL: 'help@passport.test',
        TELEGRAM_BOT_TOKEN,
        TELEGRAM_API_ROOT: `http://127.0.0.1:${TELEGRAM_PORT}`,
        TELEGRAM_BOT_NAME,
        LOG_LEVEL: 'warn',
        // The OpenID Connect sample product (e2e/oidc.spec.ts) hears of logouts on loopback.
        OUTBOUND_ALLOW_PRIVATE: '127.0.0.1,localhost',
        ...backUrls,
      },
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // After the portal: the product's own client is added to the running portal's database first.
    {
      command: 'node e2e/support/sample-product.mjs',
      url: `${PRODUCT_URL}/platinworld`,
      env: {
        SAMPLE_PRODUCT_PORT: String(PRODUCT_PORT),
        PORTAL_URL,
        DATA_DIR: process.env.E2E_DATA_DIR,
      },
      reuseExistingServer: false,
    },
  ],
});
