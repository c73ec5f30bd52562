import { randomBytes, randomInt } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from '@playwright/test';

export const PORTAL_URL = process.env.E2E_PORTAL_URL ?? 'http://localhost:3100';
export const PRODUCT_URL = process.env.E2E_PRODUCT_URL ?? 'http://localhost:4100';
const SMTP_API = process.env.E2E_SMTP_API ?? 'http://127.0.0.1:2526';

export type TestUser = { email: string; password: string; firstName: string; lastName: string };

export function uniqueEmail(tag = 'user'): string {
  return `${tag}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@passport.test`;
}

/** A visitor address of its own per test, as a reverse proxy would report it, so limits stay per test. */
export function visitorIp(): string {
  return `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`;
}

type Mail = { to: string[]; subject: string; text: string; html: string };

/** Waits for a mail to arrive at the SMTP sink the test run started. */
export async function waitForEmail(
  to: string,
  match: (mail: Mail) => boolean = () => true,
  timeoutMs = 20_000,
): Promise<Mail> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const response = await fetch(`${SMTP_API}/messages?to=${encodeURIComponent(to)}`);
    const mails = (await response.json()) as Mail[];
    const found = mails.reverse().find(match);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail for ${to} within ${timeoutMs} ms`);
}

/** The first portal link in a mail whose path contains `part`. */
export function linkIn(mail: Mail, part: string): string {
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? [];
  const link = links.find((l) => l.includes(part));
  if (!link) throw new Error(`No ${part} link in mail "${mail.subject}"`);
  return link;
}

/** Registers and confirms an account through the identity service's own API, as a fixture (mails in `language`). */
export async function createUser(
  request: APIRequestContext,
  { language = 'en', ...overrides }: Partial<TestUser> & { language?: string } = {},
  portalUrl = PORTAL_URL,
): Promise<TestUser> {
  const user: TestUser = {
    email: uniqueEmail(),
    password: 'Kx7!vRq2m',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const registered = await request.post(`${portalUrl}/v1/registration`, {
    data: { ...user, nationalityId: 'DE', language },
    headers: { 'X-Forwarded-For': visitorIp() },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const mail = await waitForEmail(user.email);
  const code = new URL(linkIn(mail, '/confirmation/')).pathname.split('/').pop()!;
  const confirmed = await request.post(`${portalUrl}/v1/registration/confirm`, {
    data: { code },
    headers: { 'X-Forwarded-For': visitorIp() },
  });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
  return user;
}

/** Fills the sign-up form as a visitor would (Marie Curie, German, every agreement ticked). */
export async function fillRegistration(page: Page, email: string, password = 'Kx7!vRq2m') {
  await page.getByRole('combobox', { name: 'Nationality' }).fill('Germ');
  await page.getByRole('option', { name: 'Germany' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('First name').fill('Marie');
  await page.getByLabel('Last name').fill('Curie');
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  for (const name of ['General Terms and Conditions', 'Data and Privacy Policy', 'Terms of Use']) {
    await page.getByRole('checkbox', { name: new RegExp(name) }).check();
  }
}

/** Logs out with the avatar menu's Log out and its confirmation: the portal and every product. */
export async function logOut(page: Page): Promise<void> {
  await page.getByTestId('avatar-button').click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByTestId('logout-dialog').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/en\/login$/);
}

/** Signs a page's browser context in through the BFF, as the login form would. */
export async function signIn(page: Page, user: TestUser): Promise<void> {
  const response = await page.request.post(`${PORTAL_URL}/api/auth/login`, {
    data: { email: user.email, password: user.password },
    headers: { Origin: PORTAL_URL },
  });
  const body = await response.json();
  expect(body, JSON.stringify(body)).toMatchObject({ state: 'success', data: { status: 'SUCCESS' } });
}

/** WCAG 2.2 AA via axe-core: no serious or critical violation. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    'axe violations',
  ).toEqual([]);
}

/** Waits until React has hydrated a portal page, so clicks reach their handlers. */
export async function hydrated(page: Page): Promise<void> {
  if (!page.url().startsWith(PORTAL_URL)) return;
  const live = (async () => {
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    // A streamed Suspense boundary hydrates after the shell; its no-JavaScript fallbacks say so.
    await page.locator('[data-prehydration]').first().waitFor({ state: 'detached' });
  })();
  // A page that moves on by itself (a passkey's conditional sign-in to a product) can leave the portal
  // between two checks for the hydrated mark: leaving counts as having been live.
  const left = page.waitForURL((url) => !url.href.startsWith(PORTAL_URL), {
    waitUntil: 'commit',
    timeout: 0,
  });
  // The loser of the race stays pending until the page closes; its rejection then is expected.
  for (const pending of [live, left]) pending.catch(() => undefined);
  await Promise.race([live, left]);
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.setExtraHTTPHeaders({ 'X-Forwarded-For': visitorIp() });
    await acceptCookies(context);
    // Every navigation of a portal page waits for hydration before the test goes on.
    context.on('page', (page) => instrument(page));
    await use(context);
  },
});

/** A fresh browser context with its own visitor address, instrumented like the default one. */
export async function newContext(
  browser: Browser,
  options: BrowserContextOptions = {},
  {
    consent = true,
    awaitHydration = true,
  }: {
    consent?: boolean;
    /** false: navigations end at the load event (a test that keeps the page's scripts away). */
    awaitHydration?: boolean;
  } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...options,
    extraHTTPHeaders: { 'X-Forwarded-For': visitorIp(), ...options.extraHTTPHeaders },
  });
  if (consent) await acceptCookies(context);
  // Without JavaScript nothing hydrates: navigations end at the load event.
  if (options.javaScriptEnabled !== false && awaitHydration) context.on('page', (page) => instrument(page));
  return context;
}

/** Tests start with the cookie banner accepted, except the one about the banner. */
async function acceptCookies(context: BrowserContext): Promise<void> {
  await context.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: PORTAL_URL }]);
}

function instrument(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await hydrated(page);
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await hydrated(page);
    return response;
  };
}

export { expect };

/** A token for `user` straight from the token endpoint, as a linked product's back end would get one. */
export async function passwordGrant(request: APIRequestContext, user: TestUser): Promise<string> {
  const basic = Buffer.from(`passport-portal:${process.env.E2E_CLIENT_SECRET}`).toString('base64');
  const response = await request.post(`${PORTAL_URL}/oauth/token`, {
    form: { grant_type: 'password', username: user.email, password: user.password },
    headers: { Authorization: `Basic ${basic}`, 'X-Forwarded-For': visitorIp() },
  });
  const body = await response.json();
  expect(body.access_token, JSON.stringify(body)).toBeTruthy();
  return body.access_token as string;
}

/** The invite code of an existing user, read from their profile. */
export async function inviteCodeOf(request: APIRequestContext, user: TestUser): Promise<string> {
  const token = await passwordGrant(request, user);
  const response = await request.get(`${PORTAL_URL}/v1/user`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = await response.json();
  expect(body.data.inviteCode).toBeTruthy();
  return body.data.inviteCode as string;
}
