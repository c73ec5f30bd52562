import type { BrowserContext, CDPSession, Page } from '@playwright/test';

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
  type TestUser,
} from './fixtures';
import { authenticator } from './support/two-fa';

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
});

async function activateGoogleByApi(page: Page) {
  const started = await page.request.post(`${PORTAL_URL}/api/two-fa/tokens`, {
    data: { type: 'GOOGLE_AUTHENTICATOR', data: null },
    headers: { Origin: PORTAL_URL },
  });
  const app = authenticator((await started.json()).data.result.CODE);
  const confirmed = await page.request.post(`${PORTAL_URL}/api/two-fa/confirm`, {
    data: { type: 'GOOGLE_AUTHENTICATOR', code: await app.code() },
    headers: { Origin: PORTAL_URL },
  });
  const body = await confirmed.json();
  expect(body.state).toBe('success');
  return body.data.recoveryCodes as string[];
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
  const codes = await activateGoogleByApi(page);
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
