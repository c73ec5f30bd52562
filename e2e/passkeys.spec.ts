import type { APIRequestContext, BrowserContext, CDPSession, Page } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

import ar from '../messages/ar.json';
import en from '../messages/en.json';
import {
  createUser,
  expect,
  expectAccessible,
  hydrated,
  PORTAL_URL,
  PRODUCT_URL,
  signIn,
  test,
  waitForEmail,
  type TestUser,
} from './fixtures';
import { activateAuthenticator, botMessage, codeIn, uniqueChatId } from './support/two-fa';

// Issue 21: passkeys through Chromium's own virtual authenticator (CDP WebAuthn.*), and recovery codes
// through the OTP popup.

type Authenticator = { cdp: CDPSession; id: string };

/** A platform authenticator with a fingerprint that says yes (or no: `verified: false`). */
async function virtualAuthenticator(page: Page, verified = true): Promise<Authenticator> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: verified,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, id: authenticatorId };
}

async function credentials(auth: Authenticator) {
  return (await auth.cdp.send('WebAuthn.getCredentials', { authenticatorId: auth.id })).credentials;
}

/** Adds a passkey from the security screen, as its owner would (just signed in: no step-up asked). */
async function addPasskey(page: Page, locale: 'en' | 'ar' = 'en') {
  await page.goto(`/${locale}/profile/security/status`);
  await hydrated(page);
  await page.getByTestId('passkey-add').click();
  await expect(page.getByTestId('passkey-row')).toHaveCount(1);
}

/**
 * Runs `load` while the authenticator holds no passkey, then gives them back: the e-mail field's
 * conditional request (which the virtual authenticator answers at once when it holds one) stays
 * pending, so the button's request is the one that signs in.
 */
async function withoutPasskeys(auth: Authenticator, load: () => Promise<void>) {
  const held = await credentials(auth);
  for (const credential of held)
    await auth.cdp.send('WebAuthn.removeCredential', {
      authenticatorId: auth.id,
      credentialId: credential.credentialId,
    });
  await load();
  for (const credential of held)
    await auth.cdp.send('WebAuthn.addCredential', { authenticatorId: auth.id, credential });
}

/** A browser without conditional UI: the button is the only way a passkey signs in. */
async function withoutConditionalUi(page: Page) {
  await page.addInitScript(() => {
    Object.defineProperty(PublicKeyCredential, 'isConditionalMediationAvailable', {
      value: async () => false,
    });
  });
}

async function signedOutPage(context: BrowserContext): Promise<Page> {
  await context.clearCookies();
  return context.pages()[0]!;
}

test.describe('passkeys', () => {
  test('add a passkey, sign in with the button, then remove it so it is refused', async ({
    page,
    context,
    request,
  }) => {
    const user = await createUser(request);
    const auth = await virtualAuthenticator(page);
    await signIn(page, user);
    await addPasskey(page);
    const row = page.getByTestId('passkey-row');
    await expect(row.getByTestId('passkey-last-used')).toHaveText(en.Passkeys.neverUsed);
    expect(await credentials(auth)).toHaveLength(1);
    await expectAccessible(page);

    await row.getByTestId('passkey-name').fill('Work laptop');
    await row.getByTestId('passkey-save').click();
    await expect(row.getByTestId('passkey-save')).toHaveText(en.Passkeys.renamed);

    const login = await signedOutPage(context);
    await withoutConditionalUi(login);
    await login.goto('/en/login');
    await hydrated(login);
    await expect(login.getByLabel('E-mail')).toHaveAttribute('autocomplete', 'username webauthn');
    await login.getByTestId('passkey-sign-in').click();
    await expect(login).toHaveURL(/\/en\/profile/);

    await login.goto('/en/profile/security/status');
    await hydrated(login);
    await expect(login.getByTestId('passkey-name')).toHaveValue('Work laptop');
    await expect(login.getByTestId('passkey-last-used')).not.toHaveText(en.Passkeys.neverUsed);
    const [held] = await credentials(auth);
    await login.getByTestId('passkey-remove').click();
    await expect(login.getByTestId('passkeys-empty')).toBeVisible();
    // The Signal API told the authenticator to forget it.
    await expect.poll(async () => (await credentials(auth)).length).toBe(0);

    // Put back by hand, as a password manager without the Signal API would keep it: refused, and
    // signalled again.
    await auth.cdp.send('WebAuthn.addCredential', { authenticatorId: auth.id, credential: held! });
    const again = await signedOutPage(context);
    await again.goto('/en/login');
    await hydrated(again);
    await again.getByTestId('passkey-sign-in').click();
    await expect(again.getByTestId('passkey-error')).toHaveText(en.Passkeys.unknown);
    await expect(again).toHaveURL(/\/en\/login/);
    await expect.poll(async () => (await credentials(auth)).length).toBe(0);
  });

  test('the e-mail field signs in to a linked product with the passkey, in Arabic', async ({
    page,
    context,
    request,
  }) => {
    const user = await createUser(request);
    const auth = await virtualAuthenticator(page);
    await signIn(page, user);
    await addPasskey(page, 'ar');
    await expectAccessible(page);

    const login = await signedOutPage(context);
    const backUrl = `${PRODUCT_URL}/platinworld`;
    const loginUrl = `/ar/login?application=platinworld&backUrl=${encodeURIComponent(backUrl)}`;
    await withoutPasskeys(auth, async () => {
      await login.goto(loginUrl);
      await hydrated(login);
      await expect(login.getByTestId('passkey-sign-in')).toHaveText(ar.Passkeys.signIn);
      await expectAccessible(login);
    });
    // Conditional UI: the e-mail field's request, answered by the authenticator that holds the passkey,
    // signs in to the product with nothing typed.
    await login.goto(loginUrl);
    // A token the product did not ask for (no state of its own): its owner confirms before it is taken.
    await expect(login).toHaveURL(`${backUrl}/confirm`);
    await login.getByTestId('continue-as').click();
    await expect(login).toHaveURL(backUrl);
    await expect(login.getByTestId('user-email')).toHaveText(user.email);
  });

  test('refuses a passkey without user verification', async ({ page, context, request }) => {
    const user = await createUser(request);
    const auth = await virtualAuthenticator(page);
    await signIn(page, user);
    await addPasskey(page);
    // The fingerprint now says no: the assertion arrives without the UV flag.
    await auth.cdp.send('WebAuthn.setUserVerified', { authenticatorId: auth.id, isUserVerified: false });

    const login = await signedOutPage(context);
    await withoutConditionalUi(login);
    await login.goto('/en/login');
    await hydrated(login);
    await login.getByTestId('passkey-sign-in').click();
    await expect(login.getByTestId('passkey-error')).toHaveText(en.Passkeys.refused);
    await login.goto('/en/profile/general');
    await expect(login).toHaveURL(/\/en\/login/);
  });

  test('a passkey signs in while failed passwords hold the account locked', async ({
    page,
    context,
    request,
  }) => {
    const user = await createUser(request);
    await virtualAuthenticator(page);
    await signIn(page, user);
    await addPasskey(page);
    await lockByWrongPasswords(request, user);

    const login = await signedOutPage(context);
    await withoutConditionalUi(login);
    await login.goto('/en/login');
    await hydrated(login);
    await login.getByTestId('passkey-sign-in').click();
    // Both factors at once: no OTP popup, no lock dialog.
    await expect(login).toHaveURL(/\/en\/profile/);
    await expect(login.getByTestId('locked-dialog')).toHaveCount(0);
  });

  test('a replayed assertion creates no session', async ({ page, context, request, browser }) => {
    const user = await createUser(request);
    await virtualAuthenticator(page);
    await signIn(page, user);
    await addPasskey(page);

    const login = await signedOutPage(context);
    await withoutConditionalUi(login);
    // What an eavesdropper on this browser would hold: its cookies and the assertion it sent.
    let captured: { body: string; cookies: Awaited<ReturnType<BrowserContext['cookies']>> } | undefined;
    await login.route('**/api/auth/passkey', async (route) => {
      captured = { body: route.request().postData()!, cookies: await context.cookies() };
      await route.continue();
    });
    await login.goto('/en/login');
    await hydrated(login);
    await login.getByTestId('passkey-sign-in').click();
    await expect(login).toHaveURL(/\/en\/profile/);
    expect(captured).toBeDefined();

    const attacker = await browser.newContext();
    await attacker.addCookies(captured!.cookies);
    const replay = await attacker.request.post(`${PORTAL_URL}/api/auth/passkey`, {
      data: JSON.parse(captured!.body),
      headers: { Origin: PORTAL_URL },
    });
    // The challenge was spent by the first use: the same signature proves nothing now.
    expect(await replay.json()).toMatchObject({ state: 'error', errors: [{ code: 'bad_credentials' }] });
    const attackerPage = await attacker.newPage();
    await attackerPage.goto(`${PORTAL_URL}/en/profile/general`);
    await expect(attackerPage).toHaveURL(/\/en\/login/);
    await attacker.close();
  });
});

/** Wrong passwords through the token endpoint, each captcha solved as the widget would, until the lock. */
async function lockByWrongPasswords(request: APIRequestContext, user: TestUser) {
  const basic = Buffer.from(`passport-portal:${process.env.E2E_CLIENT_SECRET}`).toString('base64');
  const attempt = async (password: string, captcha?: string) => {
    const response = await request.post(`${PORTAL_URL}/oauth/token`, {
      form: {
        grant_type: 'password',
        username: user.email,
        password,
        ...(captcha ? { google_recaptcha_v2: captcha } : {}),
      },
      headers: {
        Authorization: `Basic ${basic}`,
        'X-Forwarded-For': `10.9.${Math.floor(Math.random() * 250)}.7`,
      },
    });
    return ((await response.json()) as { error?: string }).error;
  };
  const solved = async () => {
    const challenge = (await (await request.get(`${PORTAL_URL}/v1/captcha/challenge`)).json())
      .data as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  };
  for (let i = 0; i < 20; i++) {
    let error = await attempt(`Wrong-pass${i}!`);
    if (error === 'google_recaptcha_v2_required') error = await attempt(`Wrong-pass${i}!`, await solved());
    if (error === 'user_account_locked') break;
    expect(error).toBe('bad_credentials');
  }
  // Locked: even the right password is refused.
  expect(await attempt(user.password, await solved())).toBe('user_account_locked');
}

async function logInWithPassword(page: Page, user: TestUser) {
  await page.goto('/en/login');
  await hydrated(page);
  await page.getByLabel('E-mail').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByTestId('login-submit').click();
}

test('a recovery code stands in for the lost phone in the OTP popup, once', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request);
  await signIn(page, user);
  const codes = (await activateAuthenticator(page)).recoveryCodes;
  expect(codes).toHaveLength(10);

  const login = await signedOutPage(context);
  await logInWithPassword(login, user);
  await login.getByTestId('use-recovery-code').click();
  await login.getByLabel(en.Passkeys.recoveryLabel).fill(codes[0]!);
  await login.getByTestId('recovery-code-submit').click();
  await expect(login).toHaveURL(/\/en\/profile/);

  await login.goto('/en/profile/security/status');
  await expect(login.getByTestId('recovery-remaining')).toHaveText('9 unused recovery codes');

  // The same code a second time: refused.
  const again = await signedOutPage(context);
  await logInWithPassword(again, user);
  await again.getByTestId('use-recovery-code').click();
  await again.getByLabel(en.Passkeys.recoveryLabel).fill(codes[0]!);
  await again.getByTestId('recovery-code-submit').click();
  await expect(again.getByTestId('recovery-code-form')).toContainText(en.Errors.incorrect_otp);
});

/** A sign-in through the token endpoint whose second step is a recovery code (the lost phone's way in). */
async function recoveryCodeSignIn(request: APIRequestContext, user: TestUser, code: string) {
  const basic = Buffer.from(`passport-portal:${process.env.E2E_CLIENT_SECRET}`).toString('base64');
  const grant = async (form: Record<string, string>) => {
    const response = await request.post(`${PORTAL_URL}/oauth/token`, {
      form,
      headers: {
        Authorization: `Basic ${basic}`,
        'X-Forwarded-For': `10.8.${Math.floor(Math.random() * 250)}.9`,
      },
    });
    return (await response.json()) as { access_token: string; authentication_status: string };
  };
  const half = await grant({ grant_type: 'password', username: user.email, password: user.password });
  expect(half.authentication_status).toBe('TWO_FACTOR_AUTHENTICATION');
  const done = await grant({ grant_type: 'oauth_token', oauth_token: half.access_token, otp: code });
  expect(done.authentication_status).toBe('SUCCESS');
}

const DE_RECOVERY_SUBJECT = 'Ein Wiederherstellungscode wurde verwendet';
const DE_RECOVERY_LOW = 'Es sind nur noch 3 Wiederherstellungscodes übrig';

test('the use that leaves 3 recovery codes warns once, by mail and bot, in the owner’s language', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, { language: 'de' });
  await signIn(page, user);
  const chatId = uniqueChatId();
  const opened = await page.request.post(`${PORTAL_URL}/api/two-fa/tokens`, {
    data: { type: 'TELEGRAM', data: chatId },
    headers: { Origin: PORTAL_URL },
  });
  expect((await opened.json()).state).toBe('success');
  const confirmed = await page.request.post(`${PORTAL_URL}/api/two-fa/confirm`, {
    data: { type: 'TELEGRAM', code: codeIn(await botMessage(chatId, /\d{6}/)) },
    headers: { Origin: PORTAL_URL },
  });
  const codes = (await confirmed.json()).data.recoveryCodes as string[];
  expect(codes).toHaveLength(10);
  for (const code of codes.slice(0, 6)) await recoveryCodeSignIn(request, user, code);
  await botMessage(chatId, /Verbleibende Codes: 4\./);

  // The seventh, through the OTP popup of an English page: the notices keep the owner's language.
  const login = await signedOutPage(context);
  await logInWithPassword(login, user);
  await login.getByTestId('use-recovery-code').click();
  await login.getByLabel(en.Passkeys.recoveryLabel).fill(codes[6]!);
  await login.getByTestId('recovery-code-submit').click();
  await expect(login).toHaveURL(/\/en\/profile/);
  const warned = await botMessage(chatId, /Verbleibende Codes: 3\./);
  expect(warned).toContain(DE_RECOVERY_LOW);
  const mail = await waitForEmail(
    user.email,
    (m) => m.subject === DE_RECOVERY_SUBJECT && m.text.includes('Verbleibende Codes: 3.'),
  );
  expect(mail.text).toContain(DE_RECOVERY_LOW);

  // One warning: neither the use before nor the one after says it.
  await recoveryCodeSignIn(request, user, codes[7]!);
  const after = await botMessage(chatId, /Verbleibende Codes: 2\./);
  expect(after).not.toContain(DE_RECOVERY_LOW);
  expect(await botMessage(chatId, /Verbleibende Codes: 4\./)).not.toContain(DE_RECOVERY_LOW);
  await waitForEmail(user.email, (m) => m.text.includes('Verbleibende Codes: 2.'));
  const mails = (await (
    await fetch(`${process.env.E2E_SMTP_API}/messages?to=${encodeURIComponent(user.email)}`)
  ).json()) as { text: string }[];
  expect(mails.filter((m) => m.text.includes(DE_RECOVERY_LOW))).toHaveLength(1);
});

test('the recovery code in Arabic: the OTP popup offers it, every text translated, right to left', async ({
  page,
  context,
  request,
}) => {
  const user = await createUser(request, { language: 'ar' });
  await signIn(page, user);
  const codes = (await activateAuthenticator(page)).recoveryCodes;

  const login = await signedOutPage(context);
  await login.goto('/ar/login');
  await hydrated(login);
  await expect(login.locator('html')).toHaveAttribute('dir', 'rtl');
  await login.getByLabel(ar.Login.email).fill(user.email);
  await login.getByLabel(ar.Login.password, { exact: true }).fill(user.password);
  await login.getByTestId('login-submit').click();
  const popup = login.getByTestId('otp-dialog');
  await popup.getByTestId('use-recovery-code').click();
  await expect(popup.getByTestId('use-recovery-code')).toHaveCount(0);
  const form = popup.getByTestId('recovery-code-form');
  await expect(form).toContainText(ar.Passkeys.recoveryIntro);
  await expect(form.getByTestId('recovery-code-submit')).toHaveText(ar.Common.confirm);
  await expect(form.getByTestId('recovery-code-back')).toHaveText(ar.Passkeys.backToCode);
  // Mirrored: the field's text starts on the right.
  await expect(form.getByLabel(ar.Passkeys.recoveryLabel)).toHaveCSS('direction', 'rtl');
  await expectAccessible(login);

  await form.getByLabel(ar.Passkeys.recoveryLabel).fill(codes[0]!);
  await form.getByTestId('recovery-code-submit').click();
  await expect(login).toHaveURL(/\/ar\/profile/);
});
