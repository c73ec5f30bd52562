import type { Browser, Page } from '@playwright/test';

import {
  createUser,
  expect,
  expectAccessible,
  linkIn,
  newContext,
  PORTAL_URL,
  signIn,
  test,
  waitForEmail,
  type TestUser,
} from './fixtures';
import { ACTIVATE, authenticator, DEACTIVATE, LOGIN, mailedCode, REAUTH } from './support/two-fa';

// Security issue, second round: a stolen session cookie turned two-factor on. Turning a factor on or off
// now asks "Confirm it's you" unless the password was given in the last five minutes (step-up). A
// session signed in by QR has never been given the password in its browser: it is asked at once, as a
// session whose login is older than five minutes would be — no clock to wait for.

const origin = { Origin: PORTAL_URL };

/**
 * Signs `page`'s browser in by QR, approved by `phone` (signed in with the password). With a second
 * factor active, the code of `loginCode` completes it.
 */
async function signInByQr(page: Page, phone: Page, loginCode?: () => Promise<string>) {
  const qr = await page.request.post(`${PORTAL_URL}/api/auth/qr`, { data: {}, headers: origin });
  const { payload } = (await qr.json()).data as { payload: string };
  const approved = await phone.request.post(`${PORTAL_URL}/api/qr/approve`, {
    data: { code: payload },
    headers: origin,
  });
  expect((await approved.json()).state).toBe('success');
  const polled = await page.request.post(`${PORTAL_URL}/api/auth/qr/poll`, {
    data: { payload },
    headers: origin,
  });
  if ((await polled.json()).data.status === 'SUCCESS') return;
  expect(loginCode).toBeDefined();
  const done = await page.request.post(`${PORTAL_URL}/api/auth/otp`, {
    data: { otp: await loginCode!() },
    headers: origin,
  });
  expect((await done.json()).data.status).toBe('SUCCESS');
}

/** Signs `page`'s browser in by QR, approved by a phone of the user's signed in with the password. */
async function qrSession(page: Page, browser: Browser, user: TestUser): Promise<void> {
  const phone = await newContext(browser);
  const phonePage = await phone.newPage();
  await signIn(phonePage, user);
  await signInByQr(page, phonePage);
  await phone.close();
}

test.describe('step-up: "Confirm it\'s you"', () => {
  test('the e-mail wizard’s Send asks for the password, then goes on to the code', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request);
    await qrSession(page, browser, user);
    await page.goto('/en/profile/security/verification-email');
    await page.getByTestId('two-fa-send').click();
    const dialog = page.getByTestId('step-up-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText("Confirm it's you");
    await expect(dialog).toContainText('For your security, enter your password again to continue.');
    await expect(dialog.getByTestId('step-up-send-code')).toHaveCount(0);
    await expectAccessible(page);

    // A wrong password proves nothing; the dialog says so next to the field.
    await dialog.getByLabel('Password', { exact: true }).fill('Wrong-pass1!');
    await dialog.getByTestId('step-up-confirm').click();
    await expect(dialog.getByTestId('error-password')).toHaveText('Incorrect password');
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByTestId('step-up-confirm').click();
    await expect(dialog).toBeHidden();
    // The refused Send was made again: the code went out and the wizard is at its second step.
    await expect(page.getByTestId('two-fa-step-2')).toContainText(
      `we have sent to \u2068${user.email}\u2069`,
    );
    await page.getByTestId('otp-input').fill(await mailedCode(user.email, ACTIVATE));
    await page.getByTestId('code-confirm').click();
    await page.getByTestId('recovery-done').click();
    await expect(page).toHaveURL(/\/verification-email\/activate$/);
  });

  test('the authenticator wizard asks on arrival, in Arabic, with the keyboard alone; dismissed, it offers to ask again', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request);
    await qrSession(page, browser, user);
    await page.goto('/ar/profile/security/verification-google');
    const dialog = page.getByTestId('step-up-dialog');
    await expect(dialog).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expectAccessible(page);
    // Escape dismisses it; the wizard says why nothing happened and offers to confirm.
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('form-errors')).toContainText('يُرجى تأكيد أنك صاحب الحساب للمتابعة.');
    await page.getByTestId('step-up-again').focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    const password = dialog.getByLabel('كلمة المرور', { exact: true });
    await expect(password).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('two-fa-qr')).toBeVisible();
    await expect(page.getByTestId('two-fa-secret')).not.toBeEmpty();
  });

  test('turning an e-mailed factor off: the password, then a code sent on request, then the deactivation code', async ({
    page,
    browser,
    request,
  }) => {
    const user = await createUser(request);
    // The owner turned e-mail codes on (a fresh password login: no question asked).
    const owner = await newContext(browser);
    const ownerPage = await owner.newPage();
    await signIn(ownerPage, user);
    await ownerPage.request.post(`${PORTAL_URL}/api/two-fa/tokens`, {
      data: { type: 'EMAIL', data: user.email },
      headers: origin,
    });
    const confirmed = await ownerPage.request.post(`${PORTAL_URL}/api/two-fa/confirm`, {
      data: { type: 'EMAIL', code: await mailedCode(user.email, ACTIVATE) },
      headers: origin,
    });
    expect((await confirmed.json()).state).toBe('success');
    // Its session approves the QR login of this browser, which is asked for the login code too.
    await signInByQr(page, ownerPage, () => mailedCode(user.email, LOGIN));
    await owner.close();
    await page.goto('/en/profile/security/verification-email');
    await page.getByTestId('two-fa-deactivate').click();
    const dialog = page.getByTestId('step-up-dialog');
    await expect(dialog).toContainText('then send a code to your e-mail');
    await expectAccessible(page);
    // The code is sent only after the password.
    await dialog.getByTestId('step-up-send-code').click();
    await expect(dialog.getByTestId('error-password')).toHaveText('The field is required');
    await dialog.getByLabel('Password', { exact: true }).fill(user.password);
    await dialog.getByTestId('step-up-send-code').click();
    await expect(dialog.getByTestId('step-up-code-sent')).toHaveText(
      'We have sent a 6-digit code to your e-mail.',
    );
    await dialog.getByLabel('Code').fill(await mailedCode(user.email, REAUTH));
    await dialog.getByTestId('step-up-confirm').click();
    await expect(dialog).toBeHidden();
    // The deactivation popup goes on: its own code was sent once the session had proved itself.
    await page
      .getByTestId('deactivate-dialog')
      .getByTestId('otp-input')
      .fill(await mailedCode(user.email, DEACTIVATE));
    await expect(page).toHaveURL(/\/verification-email\/deactivate$/);
  });

  test('a reset names the second factor that stays on', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const started = await page.request.post(`${PORTAL_URL}/api/two-fa/tokens`, {
      data: { type: 'GOOGLE_AUTHENTICATOR', data: null },
      headers: origin,
    });
    const app = authenticator((await started.json()).data.result.CODE);
    await page.request.post(`${PORTAL_URL}/api/two-fa/confirm`, {
      data: { type: 'GOOGLE_AUTHENTICATOR', code: await app.code() },
      headers: origin,
    });
    await page.request.post(`${PORTAL_URL}/api/auth/logout`, { data: {}, headers: origin });

    await page.goto('/en/password/reset');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    const mail = await waitForEmail(user.email, (m) => m.text.includes('/password/reset/'));
    await page.goto(linkIn(mail, '/password/reset/'));
    await page.getByLabel('Password', { exact: true }).fill('N3w-Secret');
    await page.getByLabel('Repeat Password').fill('N3w-Secret');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('reset-factor')).toHaveText(
      'Two-factor authentication by authenticator app stays on for your account. If you did not turn it on yourself, tell support at once.',
    );
    await expectAccessible(page);
    const notice = await waitForEmail(user.email, (m) => m.subject === 'Your password was changed');
    expect(notice.text).toContain('Two-factor authentication by authenticator app stays on');
  });
});

test.describe('step-up without JavaScript', () => {
  test('the wizard’s Send comes back as "Confirm it\'s you" in the page; after it, Send goes through', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request);
    const context = await newContext(browser, { javaScriptEnabled: false });
    const page = await context.newPage();
    await qrSession(page, browser, user);
    await page.goto('/en/profile/security/verification-email');
    await page.getByTestId('two-fa-send').click();
    const panel = page.getByTestId('step-up-panel');
    await expect(panel).toContainText("Confirm it's you");
    await panel.getByLabel('Password', { exact: true }).fill('Wrong-pass1!');
    await panel.getByTestId('step-up-confirm').click();
    await expect(page.getByTestId('step-up-panel').getByTestId('error-password')).toHaveText(
      'Incorrect password',
    );
    await page.getByTestId('step-up-panel').getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByTestId('step-up-panel').getByTestId('step-up-confirm').click();
    await expect(page.getByTestId('step-up-panel')).toHaveCount(0);
    await page.getByTestId('two-fa-send').click();
    await expect(page.getByTestId('two-fa-step-2')).toBeVisible();
    await mailedCode(user.email, ACTIVATE);
    await context.close();
  });
});
