import type { Browser, BrowserContext, Page } from '@playwright/test';

import en from '../messages/en.json';
import { samplePassport } from '../test/sample-passport';
import {
  createUser,
  expect,
  linkIn,
  newContext,
  PORTAL_URL,
  PRODUCT_URL,
  signIn,
  test,
  uniqueEmail,
  waitForEmail,
  type TestUser,
} from './fixtures';
import { photo } from './support/photo';
import {
  activateAuthenticator,
  activateEmail,
  activateTelegram,
  authenticator,
  botMessage,
  codeIn,
  DEACTIVATE,
  mailedCode,
} from './support/two-fa';

// Forms that work before the JavaScript arrives (contract issue): a slow phone, Enter pressed early, or
// no JavaScript at all. Every form posts to its BFF route and ends on the same page as with JavaScript.

/** Every URL the context requested, to prove no form put a credential into one. */
function recordUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on('request', (request) => urls.push(request.url()));
  return urls;
}

function expectNoSecretIn(urls: string[], ...secrets: string[]) {
  for (const secret of secrets) {
    for (const url of urls) {
      expect(url).not.toContain(secret);
      expect(url).not.toContain(encodeURIComponent(secret));
    }
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
}

/** WCAG's contrast ratio of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (color: string) => {
    const [r, g, bl] = (color.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((c) => {
      const s = Number(c) / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** The login page's form, sent with Enter, lands on the profile. */
async function logInToProfile(page: Page, user: { email: string; password: string }) {
  await page.goto('/en/login');
  await logIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/en\/profile\/general$/);
}

/**
 * Signs `page`'s browser in by QR, approved by a phone signed in with the password: a session whose
 * browser never gave the password, so step-up asks for it at once. Returns the phone's page.
 */
async function qrSession(page: Page, browser: Browser, user: TestUser) {
  const phone = await newContext(browser);
  const phonePage = await phone.newPage();
  await signIn(phonePage, user);
  const origin = { Origin: PORTAL_URL };
  const qr = await page.request.post(`${PORTAL_URL}/api/auth/qr`, { data: {}, headers: origin });
  const { payload } = (await qr.json()).data as { payload: string };
  const approved = await phonePage.request.post(`${PORTAL_URL}/api/qr/approve`, {
    data: { code: payload },
    headers: origin,
  });
  expect((await approved.json()).state).toBe('success');
  const polled = await page.request.post(`${PORTAL_URL}/api/auth/qr/poll`, {
    data: { payload },
    headers: origin,
  });
  expect((await polled.json()).data.status).toBe('SUCCESS');
  return phonePage;
}

/** The page's browser forgets its session (a new visit; the cookie consent stays given). */
async function forgetSession(context: BrowserContext) {
  await context.clearCookies();
  await context.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: PORTAL_URL }]);
}

const wrongCode = (attempts: number) => en.Security.wrongCode.replace('{attempts}', String(attempts));

/** "Confirm it's you" in the page (no dialog without script): the password, posted natively. */
async function confirmItsYou(page: Page, password: string, back: RegExp) {
  const panel = page.getByTestId('step-up-panel');
  await expect(panel.getByRole('heading')).toHaveText("Confirm it's you");
  await panel.getByLabel('Password', { exact: true }).fill(password);
  await panel.getByTestId('step-up-confirm').click();
  await expect(page).toHaveURL(back);
  await expect(page.getByTestId('step-up-panel')).toHaveCount(0);
}

test.describe('without JavaScript', () => {
  let context: BrowserContext;
  let page: Page;
  let urls: string[];

  test.beforeEach(async ({ browser }) => {
    context = await newContext(browser, { javaScriptEnabled: false });
    page = await context.newPage();
    urls = recordUrls(context);
  });

  test.afterEach(async () => {
    await context.close();
  });

  test("the login's QR panel says why no code comes instead of spinning", async () => {
    await page.goto('/en/login');
    const panel = page.getByTestId('qr-panel');
    await expect(panel.getByTestId('qr-needs-script')).toHaveText(en.Login.qrNeedsScript);
    await expect(panel.getByRole('status')).toHaveCount(0);
    // Its words are dark on the white frame (WCAG AA: 4.5:1), not the panel's light grey (1.9:1 there).
    const [text, frame] = await Promise.all([
      panel.getByTestId('qr-needs-script').evaluate((el) => getComputedStyle(el).color),
      panel
        .getByTestId('qr-needs-script')
        .evaluate((el) => getComputedStyle(el.closest('div')!).backgroundColor),
    ]);
    expect(contrast(text, frame)).toBeGreaterThanOrEqual(4.5);
  });

  test('login reaches the profile; a wrong password is refused next to the form', async ({ request }) => {
    const user = await createUser(request);
    await page.goto('/en/login');
    await logIn(page, user.email, 'Wrong-pass1!');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByTestId('form-errors')).toHaveText('Invalid email or password. Please try again');
    // The address is kept; the password never comes back.
    await expect(page.getByLabel('E-mail')).toHaveValue(user.email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await logIn(page, user.email, user.password);
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoSecretIn(urls, user.password, 'Wrong-pass1!');
  });

  test('login for a linked product reaches it with a live token', async ({ request }) => {
    const user = await createUser(request);
    const backUrl = `${PRODUCT_URL}/ultimafarm`;
    await page.goto(`/en/login?application=ULTIMAFARM&backUrl=${encodeURIComponent(backUrl)}`);
    await logIn(page, user.email, user.password);
    // The product confirms a token it did not ask for with a plain form: no script either.
    await expect(page).toHaveURL(`${backUrl}/confirm`);
    await page.getByTestId('continue-as').click();
    await expect(page).toHaveURL(backUrl);
    await expect(page.getByTestId('user-email')).toHaveText(user.email);
    expectNoSecretIn(urls, user.password);
  });

  test('the mailed confirmation link confirms with one button instead of waiting forever', async ({
    request,
  }) => {
    const email = uniqueEmail('nojs-confirm');
    const registered = await request.post(`${PORTAL_URL}/v1/registration`, {
      data: {
        email,
        password: 'Kx7!vRq2m',
        firstName: 'Ada',
        lastName: 'Lovelace',
        nationalityId: 'DE',
        language: 'en',
      },
      headers: { 'X-Forwarded-For': `10.77.${Date.now() % 250}.9` },
    });
    expect(registered.ok(), await registered.text()).toBe(true);
    const link = linkIn(await waitForEmail(email), '/confirmation/');
    await page.goto(link);
    await page.getByTestId('confirmation-submit').click();
    await expect(page.getByTestId('confirmation-success')).toContainText('Account successfully registered');
    await expect(page.getByTestId('confirmation-continue')).toHaveText('Continue');
    // The code is used once: the same link again says so rather than succeeding twice.
    await page.goto(link);
    await page.getByTestId('confirmation-submit').click();
    await expect(page.getByTestId('confirmation-error')).toContainText('Error');
    expectNoSecretIn(urls, 'Kx7!vRq2m');
  });

  test("chooseAccount: another account logs out and opens the linked product's login", async ({
    request,
  }) => {
    const user = await createUser(request);
    await logInToProfile(page, user);
    const backUrl = `${PRODUCT_URL}/ultimafarm`;
    const query = `application=ULTIMAFARM&backUrl=${encodeURIComponent(backUrl)}`;

    await page.goto(`/en/choose-account?${query}`);
    await page.getByTestId('choose-another').click();
    await expect(page).toHaveURL(`${PORTAL_URL}/en/login?${query}`);
    await page.goto('/en/profile/general');
    await expect(page).toHaveURL(/\/en\/login/);

    await logInToProfile(page, user);
    await page.goto(`/en/choose-account?${query}`);
    await page.getByTestId('choose-with-password').click();
    await expect(page).toHaveURL(`${PORTAL_URL}/en/login?${query}`);
  });

  test('the language and avatar menus open without script: another language, then log out', async ({
    request,
  }) => {
    const user = await createUser(request);
    await logInToProfile(page, user);

    const header = page.getByTestId('desktop-header');
    await header.getByTestId('language-button').click();
    await header.getByRole('link', { name: 'العربية' }).click();
    await expect(page).toHaveURL(/\/ar\/profile\/general$/);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');

    await page.goto('/en/profile/general');
    await header.getByTestId('avatar-button').click();
    await page.getByTestId('profile-menu').getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto('/en/profile/general');
    await expect(page).toHaveURL(/\/en\/login/);
  });

  test('registration reaches the completed screen, and the field rules hold on the server', async () => {
    const email = uniqueEmail('nojs');
    await page.goto('/en/registration');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Kx7!vRq2m');
    await page.getByLabel('Confirm Password').fill('Kx7?vRq2m');
    await page.getByTestId('registration-submit').click();
    // Back on the form with every rule in place, the typed values kept, the passwords not.
    await expect(page.getByTestId('error-nationalityId')).toHaveText('The field is required');
    await expect(page.getByTestId('error-firstName')).toHaveText('The field is required');
    await expect(page.getByTestId('error-passwordConfirmation')).toHaveText(
      'The "Confirm Password" and "Password" must match',
    );
    await expect(page.getByTestId('error-termsAccepted')).toHaveText('The field is required');
    await expect(page.getByLabel('E-mail')).toHaveValue(email);
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('');

    await page.getByLabel('Nationality').selectOption('FR');
    await page.getByLabel('First name').fill('Marie');
    await page.getByLabel('Last name').fill('Curie');
    await page.getByLabel('Password', { exact: true }).fill('Kx7!vRq2m');
    await page.getByLabel('Confirm Password').fill('Kx7!vRq2m');
    for (const name of ['General Terms and Conditions', 'Data and Privacy Policy', 'Terms of Use']) {
      await page.getByRole('checkbox', { name: new RegExp(name) }).check();
    }
    await page.getByTestId('registration-submit').click();
    await expect(page.getByTestId('registration-completed')).toContainText(email);
    await waitForEmail(email);

    await page.getByTestId('resend-confirmation').click();
    await expect(page.getByTestId('resent')).toHaveText('Email has been sent');
    expectNoSecretIn(urls, 'Kx7!vRq2m', 'Kx7?vRq2m');
  });

  test('a recovery request shows "Message has been sent"; the new password reaches its success screen', async ({
    request,
  }) => {
    const user = await createUser(request);
    await page.goto('/en/password/reset');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send' }).click();
    await expect(page.getByTestId('recovery-sent')).toContainText('Message has been sent');

    const mail = await waitForEmail(user.email, (m) => m.text.includes('/password/reset/'));
    await page.goto(linkIn(mail, '/password/reset/'));
    await page.getByLabel('Password', { exact: true }).fill('N3w-Secret');
    await page.getByLabel('Repeat Password').fill('N3w-Secret');
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByTestId('reset-done')).toContainText('You have successfully reset your password');
    expectNoSecretIn(urls, 'N3w-Secret');
  });

  test('a password change reaches its success screen', async ({ request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/password');
    await page.getByLabel('Current Password').fill(user.password);
    await page.getByLabel('New Password', { exact: true }).fill('Str0ng-One');
    await page.getByLabel('Repeat New Password').fill('Str0ng-One');
    await page.getByTestId('change-password-save').click();
    await expect(page).toHaveURL(/\/en\/password\/success$/);
    await expect(page.getByTestId('password-success')).toContainText('Password has been changed');
    expectNoSecretIn(urls, user.password, 'Str0ng-One');
  });

  test('the OTP step shows the typed code and sends it with its button: wrong refused beside it, right signs in', async ({
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const { app } = await activateAuthenticator(page);
    await forgetSession(context);

    await page.goto('/en/login');
    await logIn(page, user.email, user.password);
    const step = page.getByTestId('otp-inline');
    await expect(step).toContainText(en.Otp.google);
    const input = step.getByLabel(en.Otp.code);
    await input.fill('000000');
    // No script draws the digit cells: the input itself shows the code.
    await expect(input).toHaveCSS('opacity', '1');
    await expect(input).toHaveValue('000000');
    await step.getByTestId('code-confirm').click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByTestId('otp-inline').getByTestId('otp-error')).toHaveText(
      en.Otp.wrongCode.replace('{attempts}', '2'),
    );

    await page
      .getByTestId('otp-inline')
      .getByLabel(en.Otp.code)
      .fill(await app.code());
    await page.getByTestId('otp-inline').getByTestId('code-confirm').click();
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    expectNoSecretIn(urls, user.password);
  });

  test('the OTP step takes a recovery code: a wrong one is refused beside it, a right one signs in', async ({
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const {
      recoveryCodes: [code],
    } = await activateAuthenticator(page);
    await forgetSession(context);

    await page.goto('/en/login');
    await logIn(page, user.email, user.password);
    await expect(page.getByTestId('otp-inline')).toBeVisible();
    // The phone is lost: the browser's own disclosure opens the recovery form, no script needed.
    await page.getByTestId('use-recovery-code').click();
    await page.getByLabel(en.Passkeys.recoveryLabel).fill('zzzzz-zzzzz');
    await page.getByTestId('recovery-code-submit').click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByTestId('recovery-code-form')).toContainText(en.Errors.incorrect_otp);

    await page.getByLabel(en.Passkeys.recoveryLabel).fill(code!);
    await page.getByTestId('recovery-code-submit').click();
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expectNoSecretIn(urls, user.password, code!);
  });

  test('the authenticator is set up from a button: its QR and key, a code, then the recovery codes', async ({
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/security/verification-google');
    await expect(page.getByText(en.Common.loading)).toHaveCount(0);
    await page.getByTestId('two-fa-show-key').click();
    await expect(page).toHaveURL(/\/en\/profile\/security\/verification-google$/);
    await expect(page.getByTestId('two-fa-qr')).toBeVisible();
    const secret = (await page.getByTestId('two-fa-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const app = authenticator(secret);

    const form = page.getByTestId('two-fa-code-form');
    await form.getByLabel(en.Security.code, { exact: true }).fill('000000');
    await form.getByTestId('code-confirm').click();
    await expect(page.getByTestId('two-fa-code-form').getByTestId('otp-error')).toHaveText(wrongCode(2));
    await page
      .getByTestId('two-fa-code-form')
      .getByLabel(en.Security.code, { exact: true })
      .fill(await app.code());
    await page.getByTestId('two-fa-code-form').getByTestId('code-confirm').click();

    await expect(page.getByTestId('recovery-codes').getByRole('listitem')).toHaveCount(10);
    await page.getByTestId('recovery-done').click();
    await expect(page).toHaveURL(/\/en\/profile\/security\/verification-google\/activate$/);
    await expect(page.getByTestId('two-fa-result')).toContainText(en.Security.successGoogle);
    expectNoSecretIn(urls, secret);
  });

  /** "Deactivate" posts without script; the wizard page comes back with the code step in it. */
  async function openDeactivationStep(wizard: string, heading: string): Promise<void> {
    await page.goto(`/en/profile/security/${wizard}`);
    await page.getByTestId('two-fa-deactivate').click();
    await expect(page).toHaveURL(new RegExp(`/en/profile/security/${wizard}$`));
    await expect(page.getByTestId('deactivate-step')).toContainText(heading);
  }

  async function confirmDeactivation(code: string): Promise<void> {
    const step = page.getByTestId('deactivate-step');
    await step.getByLabel(en.Security.code, { exact: true }).fill(code);
    await step.getByTestId('code-confirm').click();
  }

  test('the authenticator is turned off in the page: a wrong code refused beside it, the right one', async ({
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const { app } = await activateAuthenticator(page);
    await openDeactivationStep('verification-google', en.Security.deactivateGoogle);
    await confirmDeactivation('000000');
    await expect(page.getByTestId('deactivate-step').getByTestId('otp-error')).toHaveText(wrongCode(2));

    await confirmDeactivation(await app.code());
    await expect(page).toHaveURL(/\/en\/profile\/security\/status$/);
    await expect(page.getByTestId('two-fa-card-GOOGLE_AUTHENTICATOR').getByTestId('two-fa-state')).toHaveText(
      en.Security.deactivated,
    );
  });

  test('e-mail codes are turned off in the page with the mailed code', async ({ request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await activateEmail(page, user.email);
    await openDeactivationStep('verification-email', en.Security.deactivateEmail);
    await confirmDeactivation(await mailedCode(user.email, DEACTIVATE));
    await expect(page).toHaveURL(/\/en\/profile\/security\/verification-email\/deactivate$/);
    await expect(page.getByTestId('two-fa-result')).toContainText(en.Security.deactivatedEmail);
  });

  test('Telegram codes are turned off in the page with the code the bot sends', async ({ request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    const chatId = await activateTelegram(page);
    await openDeactivationStep('verification-telegram', en.Security.deactivateTelegram);
    await confirmDeactivation(codeIn(await botMessage(chatId, DEACTIVATE)));
    await expect(page).toHaveURL(/\/en\/profile\/security\/status$/);
    await expect(page.getByTestId('two-fa-card-TELEGRAM').getByTestId('two-fa-state')).toHaveText(
      en.Security.deactivated,
    );
  });

  test('signing another device out asks "Confirm it\'s you" in the page, then signs it out', async ({
    request,
    browser,
  }) => {
    const user = await createUser(request);
    const phone = await qrSession(page, browser, user);
    await page.goto('/en/profile/security/devices');
    await expect(page.getByTestId('device')).toHaveCount(2);
    const other = page.locator('[data-testid="device"][data-current="false"]');
    await other.getByRole('button', { name: 'Sign out this device' }).click();
    // The password was never given in this browser (a QR sign-in): proved first, natively.
    await confirmItsYou(page, user.password, /\/en\/profile\/security\/devices$/);
    await expect(page.getByTestId('device')).toHaveCount(2);
    await other.getByRole('button', { name: 'Sign out this device' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/security\/devices$/);
    await expect(page.getByTestId('device')).toHaveCount(1);
    await phone.goto('/en/profile/general');
    await expect(phone).toHaveURL(/\/en\/login/);
    await phone.context().close();
    expectNoSecretIn(urls, user.password);
  });

  test('"Download my data" and "Delete my account" ask "Confirm it\'s you" in the page, then go on', async ({
    request,
    browser,
  }) => {
    const user = await createUser(request);
    const phone = await qrSession(page, browser, user);
    await phone.context().close();
    await page.goto('/en/profile/security/data');
    await page.getByLabel('Type your e-mail to confirm').fill(user.email);
    await page.getByTestId('delete-account').click();
    await confirmItsYou(page, user.password, /\/en\/profile\/security\/data$/);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('download-data').click(),
    ]);
    expect(download.suggestedFilename()).toBe('passport-data.zip');

    await page.getByLabel('Type your e-mail to confirm').fill(user.email);
    await page.getByTestId('delete-account').click();
    // Every session ended at once, this one too: the next page is the login.
    await expect(page).toHaveURL(/\/en\/login$/);
    await waitForEmail(user.email, (m) => m.subject === 'Your Passport account will be deleted');
    expectNoSecretIn(urls, user.password);
  });

  test('a verification file is uploaded, refused with the reason beside the input, and deleted', async ({
    request,
  }) => {
    const user = await createUser(request);
    await logInToProfile(page, user);
    await page.goto('/en/profile/verification/passport');
    const file = page.getByLabel(en.Verification.chooseFile);
    const send = page.getByRole('button', { name: en.Verification.uploadSubmit });
    const warning = page.getByTestId('upload-warning');
    // Nothing to upload before the passport's name and surname are saved.
    await expect(page.getByTestId('first-save')).toHaveText(en.Verification.firstSaveForm);
    await expect(file).toBeDisabled();

    const passport = samplePassport();
    await page.getByLabel('Name', { exact: true }).fill(passport.name);
    await page.getByLabel('Surname').fill(passport.surname);
    await page.getByLabel('Gender').selectOption('FEMALE');
    await page.getByLabel('Date of birth').fill(passport.birthday);
    await page.getByLabel('Place of birth').fill(passport.placeOfBirth);
    await page.getByLabel('Citizenship').selectOption(passport.citizenship);
    await page.getByLabel('Series and number').fill(passport.seriesNumber);
    await page.getByLabel('Issued by').fill(passport.issuedBy);
    await page.getByLabel('Date of issue').fill(passport.issueDate);
    await page.getByLabel('Expiry date').fill(passport.expireDate);
    await page.getByTestId('save').click();
    await expect(page).toHaveURL(/\/en\/profile\/verification\/passport$/);
    await expect(page.getByTestId('first-save')).toHaveCount(0);
    await expect(page.getByTestId('no-files')).toBeVisible();

    await file.setInputFiles({ name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await send.click();
    await expect(page).toHaveURL(/\/en\/profile\/verification\/passport$/);
    await expect(page.getByTestId('upload-done')).toHaveText(en.Notification.success);
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);

    // The browser believes the name; the server reads the content.
    await file.setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Not an image, whatever its name says.\n'.repeat(100)),
    });
    await send.click();
    await expect(page.getByRole('alert').filter({ hasText: en.Verification.invalidType })).toBeVisible();
    await expect(warning).toHaveText(en.Verification.invalidType);
    await expect(file).toHaveAccessibleDescription(en.Verification.invalidType);
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);

    // Past the limit the route answers before reading the body, and says why.
    await file.setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await send.click();
    await expect(warning).toHaveText(en.Verification.invalidSize);
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);

    // A second file, deleted meanwhile from another tab: this page's stale button is told so.
    await file.setInputFiles({ name: 'passport-2.jpg', mimeType: 'image/jpeg', buffer: await photo() });
    await send.click();
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(2);
    const stale = page.getByTestId('files').getByRole('listitem').first();
    const elsewhere = await page.request.post(`${PORTAL_URL}/api/documents/delete`, {
      data: {
        path: await stale.locator('input[name="path"]').inputValue(),
        documentType: await stale.locator('input[name="documentType"]').inputValue(),
      },
      headers: { Origin: PORTAL_URL },
    });
    expect(elsewhere.ok()).toBe(true);
    await stale.getByTestId('delete-file').click();
    await expect(page).toHaveURL(/\/en\/profile\/verification\/passport$/);
    await expect(page.getByTestId('delete-error')).toHaveRole('alert');
    await expect(page.getByTestId('delete-error')).toHaveText(en.Errors.not_found);
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);

    await page.getByTestId('delete-file').click();
    await expect(page).toHaveURL(/\/en\/profile\/verification\/passport$/);
    await expect(page.getByTestId('delete-error')).toHaveCount(0);
    await expect(page.getByTestId('no-files')).toBeVisible();
  });

  test('an upload posted from another site, or past the limit, stores nothing', async ({ request }) => {
    const user = await createUser(request);
    await logInToProfile(page, user);
    const saved = await page.request.post('/api/documents/passport', {
      data: samplePassport(),
      headers: { Origin: PORTAL_URL },
    });
    expect((await saved.json()).state).toBe('success');
    const action = `/api/documents/upload?_page=${encodeURIComponent('/en/profile/verification/passport')}`;

    const crossSite = await page.request.post(action, {
      multipart: {
        documentType: 'PASSPORT',
        file: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo() },
      },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(crossSite.status()).toBe(403);

    const tooLarge = await page.request.post(action, {
      multipart: {
        documentType: 'PASSPORT',
        file: {
          name: 'huge.jpg',
          mimeType: 'image/jpeg',
          buffer: Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]),
        },
      },
      headers: { Origin: PORTAL_URL },
      maxRedirects: 0,
    });
    expect(tooLarge.status()).toBe(303);
    expect(tooLarge.headers().location).toBe(`${PORTAL_URL}/en/profile/verification/passport`);
    // An address of another site in `_page` is not followed.
    const elsewhere = await page.request.post('/api/documents/upload?_page=//evil.example/x', {
      multipart: {
        documentType: 'PASSPORT',
        file: { name: 'a.png', mimeType: 'image/png', buffer: Buffer.from('x') },
      },
      headers: { Origin: PORTAL_URL },
      maxRedirects: 0,
    });
    expect(elsewhere.status()).toBe(303);
    expect(new URL(elsewhere.headers().location!).origin).toBe(PORTAL_URL);

    await page.goto('/en/profile/verification/passport');
    await expect(page.getByTestId('no-files')).toBeVisible();
  });

  test('a form posted from another site is refused', async ({ request }) => {
    const response = await request.post('/api/auth/login', {
      form: { email: 'a@example.com', password: 'x' },
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(403);
  });
});

test('with JavaScript, no request a form makes carries the password in its URL', async ({
  page,
  request,
}) => {
  const user = await createUser(request);
  const urls = recordUrls(page.context());
  await logInToProfile(page, user);
  expectNoSecretIn(urls, user.password);
});
