import { createUser, expect, expectAccessible, newContext, PORTAL_URL, signIn, test } from './fixtures';

// WCAG 2.2 AA (axe-core): no serious or critical violation on any screen, left-to-right and right-to-left.
const PUBLIC_SCREENS = [
  '',
  '/login',
  '/login/qr',
  '/registration',
  '/registration?referral=UNKNOWN',
  '/confirmation/not-a-code',
  '/password/reset',
  '/password/reset/some-code',
  '/password/success',
  '/login/unlock',
  '/login/unlock/some-code',
  '/no-such-page',
];
const ACCOUNT_SCREENS = ['/profile/general', '/profile/password', '/choose-account?application=ULTIMA'];

for (const locale of ['en', 'ar']) {
  test.describe(`accessibility in ${locale}`, () => {
    for (const screen of PUBLIC_SCREENS) {
      test(`${screen || '/'} passes axe`, async ({ page }) => {
        await page.goto(`/${locale}${screen}`);
        await expect(page.locator('main')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
      });
    }

    test('account screens pass axe, sidebar and menus included', async ({ page, request }) => {
      const user = await createUser(request);
      await signIn(page, user);
      for (const screen of ACCOUNT_SCREENS) {
        await page.goto(`/${locale}${screen}`);
        await expect(page.locator('main')).toBeVisible();
        await expectAccessible(page);
      }
      await page.goto(`/${locale}/profile/general`);
      await page.getByTestId('avatar-button').click();
      await expectAccessible(page);
      await page.getByTestId('avatar-button').click();
      await page.getByTestId('language-button').first().click();
      await expectAccessible(page);
    });

    test('screens as served before their JavaScript runs pass axe (uploads, two-factor set-up)', async ({
      browser,
      request,
    }) => {
      const user = await createUser(request);
      const context = await newContext(browser, {}, { awaitHydration: false });
      const page = await context.newPage();
      await signIn(page, user);
      // The scripts never arrive: what a slow phone shows first, and a browser without JavaScript keeps.
      await page.route('**/_next/static/**/*.js', (route) => route.abort());
      // Each screen with the control that only its pre-script form has.
      for (const [screen, control] of [
        ['/profile/verification/passport', 'native-upload'],
        ['/profile/security/verification-google', 'two-fa-show-key'],
        ['/profile/security/verification-email', 'two-fa-send'],
      ] as const) {
        await page.goto(`${PORTAL_URL}/${locale}${screen}`);
        await expect(page.getByTestId(control)).toBeVisible();
        await expectAccessible(page);
      }
      await context.close();
    });
  });
}

test.describe('keyboard', () => {
  test('log in with the keyboard alone', async ({ page, request }) => {
    const user = await createUser(request);
    await page.goto('/en/login');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Enter');
    // From the main landmark, Tab reaches the e-mail field first.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await page.keyboard.type(user.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type(user.password);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
  });

  test('menus open with Enter and close with Escape, returning focus', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/general');
    const avatar = page.getByTestId('avatar-button');
    await avatar.focus();
    await page.keyboard.press('Enter');
    await expect(avatar).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('profile-menu').getByRole('link', { name: 'General' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(avatar).toHaveAttribute('aria-expanded', 'false');
    await expect(avatar).toBeFocused();
  });

  test('the nationality list works with arrows and Enter, and says when nothing matches', async ({
    page,
  }) => {
    await page.goto('/en/registration');
    const nationality = page.getByRole('combobox', { name: 'Nationality' });
    await nationality.focus();
    await page.keyboard.type('zzzz');
    await expect(page.getByRole('option', { name: 'Element not found' })).toBeVisible();
    await nationality.fill('');
    await page.keyboard.type('Austr');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(nationality).toHaveValue(/^Austr/);
  });
});
