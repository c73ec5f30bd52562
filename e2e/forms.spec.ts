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
    await expect(page.getByTestId('sponsor')).toHaveText('Your sponsor: \u2068Ada Byron\u2069');
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

// The OTP popup is tested against the real second factor in two-fa.spec.ts.
