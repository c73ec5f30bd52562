import { createUser, expect, inviteCodeOf, test } from './fixtures';

test.describe('form behaviour', () => {
  test('the first invalid field takes the focus, and errors do not move the layout', async ({ page }) => {
    await page.goto('/en/login');
    const submit = page.getByTestId('login-submit');
    const before = await submit.boundingBox();
    await submit.click();
    await expect(page.getByTestId('error-email')).toHaveText('The field is required');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    const after = await submit.boundingBox();
    expect(after!.y).toBe(before!.y);

    await page.goto('/en/registration');
    await page.getByTestId('registration-submit').click();
    await expect(page.getByRole('combobox', { name: 'Nationality' })).toBeFocused();
  });

  test('a referral saved at application start is used by the sign-up page', async ({ page, request }) => {
    const sponsor = await createUser(request, { firstName: 'Ada', lastName: 'Byron' });
    const code = await inviteCodeOf(request, sponsor);
    await page.goto(`/en?referral=${code}`);
    await page.goto('/en/registration');
    await expect(page.getByTestId('sponsor')).toHaveText('Your sponsor: Ada Byron');
  });

  test('the login QR is renewed after its lifetime', async ({ page }) => {
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.goto('/en/login');
    const qr = page.getByTestId('login-qr');
    await expect(qr).toBeVisible();
    const first = await qr.getAttribute('data-url');
    // The identity service gives a payload one minute of life.
    await page.clock.runFor(61_000);
    await expect(qr).not.toHaveAttribute('data-url', first!);
  });
});

test.describe('OTP popup (stand-in second factor until the two-factor issue lands)', () => {
  // The identity service has no second-factor methods yet: the BFF answers are stood in for in the
  // browser, exactly in the shapes the real BFF returns, so the popup's own rules can be checked.
  test('auto-submits at 6 digits, counts 3 attempts, then "three times" and Continue', async ({ page }) => {
    let otpCalls = 0;
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        json: {
          state: 'success',
          data: { status: 'TWO_FACTOR_AUTHENTICATION', twoFaType: 'GOOGLE_AUTHENTICATOR' },
        },
      }),
    );
    await page.route('**/api/auth/otp', (route) => {
      otpCalls += 1;
      return route.fulfill({ json: { state: 'error', errors: [{ code: 'incorrect_otp' }], effects: {} } });
    });
    await page.goto('/en/login');
    await page.getByLabel('E-mail').fill('otp@passport.test');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByTestId('login-submit').click();

    const dialog = page.getByTestId('otp-dialog');
    await expect(dialog).toContainText('Enter the 6-digit code from your authenticator app.');
    const input = page.getByTestId('otp-input');
    await input.fill('12a45');
    await expect(input).toHaveValue('1245');
    expect(otpCalls).toBe(0);
    await input.fill('123456');
    await expect(page.getByTestId('otp-error')).toHaveText('The code is invalid.');
    await expect(input).toHaveValue('');
    expect(otpCalls).toBe(1);
    await input.fill('223456');
    await expect.poll(() => otpCalls).toBe(2);
    await input.fill('323456');
    await expect(page.getByTestId('otp-three-times')).toBeVisible();
    expect(otpCalls).toBe(3);
    await page.getByTestId('otp-continue').click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('login-form')).toBeVisible();
  });

  test('otp_confirmation_error ends the attempts at once; a Telegram user reads the Telegram text', async ({
    page,
  }) => {
    await page.route('**/api/auth/login', (route) =>
      route.fulfill({
        json: { state: 'success', data: { status: 'TWO_FACTOR_AUTHENTICATION', twoFaType: 'TELEGRAM' } },
      }),
    );
    await page.route('**/api/auth/otp', (route) =>
      route.fulfill({ json: { state: 'error', errors: [{ code: 'otp_confirmation_error' }], effects: {} } }),
    );
    await page.goto('/en/login');
    await page.getByLabel('E-mail').fill('otp@passport.test');
    await page.getByLabel('Password', { exact: true }).fill('Passw0rd!');
    await page.getByTestId('login-submit').click();
    await expect(page.getByTestId('otp-dialog')).toContainText('linked Telegram account');
    await page.getByTestId('otp-input').fill('654321');
    await expect(page.getByTestId('otp-three-times')).toBeVisible();
  });
});
