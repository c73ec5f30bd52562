import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { expect, fillRegistration, linkIn, logOut, test, uniqueEmail, waitForEmail } from './fixtures';

// The container (operations issue): the folder the Dockerfile copies, assembled by
// scripts/assemble-standalone.mjs and started as the image starts it (`node dist/server.cjs`, no
// node_modules of the project, no TypeScript runner). A user signs up, confirms from the mail, logs in for
// a linked product whose client the operator added with the folder's own CLI, reaches it with a token and
// logs out everywhere — every layer (pages, BFF, identity service, mail) through the folder alone.
const SCRATCH_PORT = Number(process.env.E2E_SCRATCH_PORT ?? 5320);
// The image's Node line (scripts/test-node24.mjs container): its node, and better-sqlite3 built for it
// in place of this machine's build — as the image's own `npm install` builds it.
const NODE = process.env.CONTAINER_NODE ?? process.execPath;
const SQLITE_BINDING = process.env.CONTAINER_SQLITE_BINDING;
// The image preloads jemalloc (deploy/Dockerfile); where the host has it too, the server runs the same way.
const JEMALLOC_FILE = `/usr/lib/${os.arch() === 'arm64' ? 'aarch64' : 'x86_64'}-linux-gnu/libjemalloc.so.2`;
const JEMALLOC: Record<string, string> = fs.existsSync(JEMALLOC_FILE) ? { LD_PRELOAD: JEMALLOC_FILE } : {};
const PORTAL_PORT = SCRATCH_PORT + 10;
const PRODUCT_PORT = SCRATCH_PORT + 11;

test.describe.configure({ mode: 'serial' });

let folder: string;
let dataDir: string;
const children: ChildProcess[] = [];

test.beforeAll(() => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-container-'));
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-container-data-'));
  const assembled = spawnSync(process.execPath, ['scripts/assemble-standalone.mjs', folder], {
    encoding: 'utf8',
  });
  expect(assembled.status, assembled.stderr).toBe(0);
  if (SQLITE_BINDING) {
    fs.copyFileSync(
      SQLITE_BINDING,
      path.join(folder, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node'),
    );
  }
});

test.afterAll(async () => {
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
        }),
    ),
  );
  fs.rmSync(folder, { recursive: true, force: true });
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A command run in the folder as an operator runs it in the container, with only what the image has. */
function inFolder(args: string[], env: Record<string, string> = {}) {
  return spawnSync(NODE, args, {
    cwd: folder,
    env: {
      PATH: process.env.PATH,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      ...env,
    } as unknown as NodeJS.ProcessEnv,
    encoding: 'utf8',
  });
}

function start(node: string, args: string[], env: Record<string, string>, cwd: string): ChildProcess {
  const child = spawn(node, args, {
    cwd,
    env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  return child;
}

async function answers(url: string): Promise<void> {
  await expect.poll(async () => (await fetch(url).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
}

test('the folder holds what the server loads and nothing of the development tree', () => {
  // No data directory, secrets, TypeScript runner or test tool came along.
  for (const absent of ['data', 'node_modules/tsx', 'node_modules/jest', 'node_modules/@playwright']) {
    expect(fs.existsSync(path.join(folder, absent)), absent).toBe(false);
  }
  // better-sqlite3: its binding and its JavaScript — not its C sources, object files or build tree.
  const sqlite = path.join(folder, 'node_modules/better-sqlite3');
  expect(fs.existsSync(path.join(sqlite, 'build/Release/better_sqlite3.node'))).toBe(true);
  expect(fs.existsSync(path.join(sqlite, 'deps'))).toBe(false);
  expect(fs.existsSync(path.join(sqlite, 'src'))).toBe(false);
  const size = (dir: string): number =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .reduce(
        (sum, e) =>
          sum + (e.isDirectory() ? size(path.join(dir, e.name)) : fs.statSync(path.join(dir, e.name)).size),
        0,
      );
  expect(size(sqlite)).toBeLessThan(3 * 1024 * 1024);
  // The route-handler runtime Next's tracer left out (every /api route answered 500 without it).
  expect(
    fs.existsSync(
      path.join(folder, 'node_modules/next/dist/compiled/next-server/app-route-turbo.runtime.prod.js'),
    ),
  ).toBe(true);
});

test('sign up, confirm from the mail, log in for a product, reach it with a token, log out everywhere', async ({
  page,
}) => {
  const portalUrl = `http://localhost:${PORTAL_PORT}`;
  const productUrl = `http://localhost:${PRODUCT_PORT}`;
  // The operator migrates and adds the product's own client with the folder's compiled commands.
  const migrated = inFolder(['dist/db-migrate.cjs']);
  expect(migrated.status, migrated.stderr).toBe(0);
  const added = inFolder(['dist/admin.cjs', 'clients', 'add', 'Container shop', '--group', 'PLATINWORLD']);
  expect(added.status, added.stderr).toBe(0);
  const clientId = /client_id:\s+(\S+)/.exec(added.stdout)![1]!;
  const clientSecret = /client_secret:\s+(\S+)/.exec(added.stdout)![1]!;

  start(
    NODE,
    ['dist/server.cjs'],
    {
      PORT: String(PORTAL_PORT),
      APP_URL: portalUrl,
      DATA_DIR: dataDir,
      SMTP_URL: process.env.E2E_SMTP_URL!,
      MAIL_FROM: 'Passport <no-reply@passport.test>',
      TRUST_PROXY: 'loopback',
      LOG_LEVEL: 'warn',
      BACK_URL_PLATINWORLD: `${productUrl}/platinworld`,
      ...JEMALLOC,
    },
    folder,
  );
  start(
    process.execPath,
    [path.resolve('examples/sample-product/server.mjs')],
    {
      SAMPLE_PRODUCT_PORT: String(PRODUCT_PORT),
      PORTAL_URL: portalUrl,
      OAUTH_CLIENT_ID: clientId,
      OAUTH_CLIENT_SECRET: clientSecret,
    },
    os.tmpdir(),
  );
  await answers(`${portalUrl}/readyz`);
  const version = spawnSync(NODE, ['--version'], { encoding: 'utf8' }).stdout.trim();
  expect(await (await fetch(`${portalUrl}/healthz`)).json()).toMatchObject({ status: 'ok' });
  test.info().annotations.push({ type: 'node', description: version });
  await answers(`${productUrl}/platinworld`);
  await page.context().addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: portalUrl }]);
  const hydrated = () => page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });

  const email = uniqueEmail('container');
  const password = 'Kx7!vRq2m';
  await page.goto(`${portalUrl}/en/registration`);
  await hydrated();
  await fillRegistration(page, email, password);
  await page.getByTestId('registration-submit').click();
  await expect(page.getByTestId('registration-completed')).toContainText(email);

  const link = linkIn(await waitForEmail(email), '/confirmation/');
  expect(link.startsWith(`${portalUrl}/`)).toBe(true);
  await page.goto(link);
  await expect(page.getByTestId('confirmation-success')).toContainText('Account successfully registered');

  // The product sends the user to the portal's login; the token comes back to it.
  const backUrl = `${productUrl}/platinworld`;
  await page.goto(backUrl);
  await page.getByRole('link', { name: 'Log in with Passport' }).click();
  await expect(page).toHaveURL(/\/en\/login\?application=PLATINWORLD/);
  await hydrated();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(backUrl);
  await expect(page.getByTestId('user-email')).toHaveText(email);

  await page.goto(`${portalUrl}/en/profile/general`);
  await hydrated();
  await expect(page.getByTestId('profile-surname')).toHaveText('Curie');
  await logOut(page);

  await page.goto(backUrl);
  await expect(page.getByTestId('status')).toHaveText('Signed out');
});
