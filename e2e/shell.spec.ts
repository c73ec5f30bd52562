import {
  createUser,
  expect,
  expectAccessible,
  newContext,
  PORTAL_URL,
  signIn,
  test,
  uniqueEmail,
} from './fixtures';

test.describe('locales', () => {
  test('the bare root goes to English whatever the browser prefers', async ({ browser }) => {
    const context = await newContext(browser, {
      locale: 'de-DE',
      extraHTTPHeaders: { 'Accept-Language': 'de-DE,de;q=0.9' },
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a first segment that is not a language goes under /en', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Log In' })).toBeVisible();
  });

  test('Arabic is right-to-left and mirrored', async ({ page }) => {
    await page.goto('/ar/login');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
    const form = await page.getByTestId('login-form').boundingBox();
    const qr = await page.getByTestId('qr-panel').boundingBox();
    // The QR panel sits at the end of the line: on the left in a right-to-left page.
    expect(qr!.x).toBeLessThan(form!.x);
    await expectAccessible(page);
  });

  test('German pages are German', async ({ page }) => {
    await page.goto('/de/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Log In');
  });

  test('the language menu keeps the path and reloads the page', async ({ page }) => {
    await page.goto('/en/password/reset?application=ULTIMA');
    await page.getByTestId('language-button').first().click();
    await page.getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/password\/reset\?application=ULTIMA$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});

test.describe('not found', () => {
  for (const path of ['/en/no-such-page', '/fr/nothing/here', '/xx/yy']) {
    test(`${path} shows the 404 page with a link home`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const home = page.getByTestId('not-found-home');
      await expect(home).toBeVisible();
      await home.click();
      await expect(page.getByTestId('landing')).toBeVisible();
    });
  }

  test('the English 404 page says so', async ({ page }) => {
    await page.goto('/en/missing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 - Page not found');
    await expectAccessible(page);
  });
});

test.describe('route guards for anonymous visitors', () => {
  for (const path of [
    '/en/profile',
    '/en/profile/general',
    '/en/profile/security/status',
    '/en/profile/password',
  ]) {
    test(`${path} sends the visitor to login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/en\/login$/);
    });
  }

  test('chooseAccount sends the visitor to login with the application', async ({ page }) => {
    await page.goto('/en/choose-account?application=ULTIMA&backUrl=http%3A%2F%2Flocalhost%3A4100%2Fultima');
    await expect(page).toHaveURL(/\/en\/login\?application=ULTIMA&backUrl=/);
    await expect(page.getByTestId('continue-to')).toHaveText('to continue to ULTIMA');
  });
});

test.describe('cookie banner', () => {
  test('"Got it" hides the banner and it stays hidden after a reload', async ({ browser }) => {
    const context = await newContext(browser, {}, { consent: false });
    const page = await context.newPage();
    await page.goto('/en/login');
    const banner = page.getByTestId('cookie-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link')).toHaveAttribute('href', /\/docs\/en\/CookiePolicy\.pdf$/);
    await banner.getByRole('button', { name: 'Got it' }).click();
    await expect(banner).toBeHidden();
    const consent = (await page.context().cookies()).find((c) => c.name === 'acceptCookiePolicy');
    expect(consent?.value).toBe('true');
    // About a year (SPEC §9: 31536000 s).
    expect(consent!.expires - Date.now() / 1000).toBeGreaterThan(31_536_000 - 120);
    await page.reload();
    await expect(page.getByTestId('login-form')).toBeVisible();
    await expect(banner).toBeHidden();
    await context.close();
  });

  for (const [width, height] of [
    [1440, 900],
    [375, 740],
  ] as const) {
    test(`at ${width} × ${height} the banner covers none of the landing's controls`, async ({ browser }) => {
      const context = await newContext(browser, { viewport: { width, height } }, { consent: false });
      const page = await context.newPage();
      await page.goto('/en');
      const banner = await page.getByTestId('cookie-banner').boundingBox();
      const controls = page.locator(
        'main button:visible, main a:visible, footer button:visible, footer a:visible',
      );
      expect(await controls.count()).toBeGreaterThan(2);
      for (const control of await controls.all()) {
        const box = await control.boundingBox();
        if (!box || box.width === 0) continue;
        expect(
          box.y + box.height,
          await control.evaluate((el) => el.outerHTML.slice(0, 80)),
        ).toBeLessThanOrEqual(banner!.y);
      }
      await expectAccessible(page);
      await context.close();
    });
  }

  test('"Got it" works before the JavaScript has arrived', async ({ browser }) => {
    const context = await newContext(browser, { javaScriptEnabled: false }, { consent: false });
    const page = await context.newPage();
    await page.goto('/de/login');
    await page.getByTestId('cookie-banner').getByRole('button').click();
    await expect(page).toHaveURL(/\/de\/login$/);
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await context.close();
  });
});

test.describe('notifications', () => {
  test('a success notification closes itself after 6 s; a new one restarts the timer; Close closes it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/en/registration');
    await page.getByRole('combobox', { name: 'Nationality' }).fill('Fran');
    await page.getByRole('option', { name: 'France' }).click();
    await page.getByLabel('E-mail').fill(uniqueEmail('notify'));
    await page.getByLabel('First name').fill('Emmy');
    await page.getByLabel('Last name').fill('Noether');
    await page.getByLabel('Password', { exact: true }).fill('Kx7!vRq2m');
    await page.getByLabel('Confirm Password').fill('Kx7!vRq2m');
    for (const box of await page.getByRole('checkbox').all()) await box.check();
    await page.getByTestId('registration-submit').click();
    await expect(page.getByTestId('registration-completed')).toBeVisible();

    // From here the page's clock moves only when told.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    const notification = page.getByTestId('notification');
    const resend = async () => {
      await Promise.all([
        page.waitForResponse('**/api/registration/resend'),
        page.getByTestId('resend-confirmation').click(),
      ]);
      await expect(page.getByTestId('resend-confirmation')).toBeEnabled();
    };
    await resend();
    await expect(notification).toHaveText('Email has been sent');
    await page.clock.runFor(4_000);
    await expect(notification).toBeVisible();
    // A second notification replaces the first and starts its own 6 s.
    await resend();
    await expect(notification).toBeVisible();
    await page.clock.runFor(4_000);
    await expect(notification).toBeVisible();
    await page.clock.runFor(2_100);
    await expect(notification).toBeHidden();

    await resend();
    await expect(notification).toBeVisible();
    await notification.getByRole('button', { name: 'Close notification' }).click();
    await expect(notification).toBeHidden();
  });
});

test.describe('global errors', () => {
  test('too many requests show the 429 error page, and Try again reloads', async ({ page }) => {
    // Twenty reset requests an hour from one visitor address; the next one is refused with 429.
    for (let i = 0; i < 20; i += 1) {
      const sent = await page.request.post('/api/password/reset', {
        data: { email: uniqueEmail('throttled') },
        headers: { Origin: PORTAL_URL },
      });
      expect(await sent.json()).toMatchObject({ state: 'success' });
    }
    await page.goto('/en/password/reset');
    await page.getByLabel('E-mail').fill(uniqueEmail('throttled'));
    await page.getByRole('button', { name: 'Send' }).click();
    const screen = page.getByTestId('error-screen');
    await expect(screen.getByRole('heading', { level: 1 })).toHaveText('429');
    await expect(screen).toContainText('Too many requests, please come back later');
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByTestId('recovery-form')).toBeVisible();
  });

  test('the scroll-to-top button appears after 1.5 screens', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 500 });
    await page.goto('/en/registration');
    const button = page.getByTestId('scroll-to-top');
    await expect(button).toHaveCount(0);
    await page.mouse.wheel(0, 900);
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('application start', () => {
  test('a referral is kept for a year and an application for the browser session', async ({ page }) => {
    await page.goto('/en?referral=FRIEND42&application=ultima');
    const cookies = await page.context().cookies();
    const referral = cookies.find((c) => c.name === 'referral');
    const application = cookies.find((c) => c.name === 'application');
    expect(referral?.value).toBe('FRIEND42');
    expect(referral!.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);
    expect(application?.value).toBe('ULTIMA');
    expect(application?.expires).toBe(-1);
  });

  test('a malformed referral and an unknown application are not kept', async ({ page }) => {
    await page.goto(`/en?referral=${encodeURIComponent('<script>x</script>')}&application=MARS`);
    const names = (await page.context().cookies()).map((c) => c.name);
    expect(names).not.toContain('referral');
    expect(names).not.toContain('application');
  });
});

test.describe('profile shell', () => {
  test('the sidebar is open on a desktop and shows the name, dashboard and profile sections', async ({
    page,
    request,
  }) => {
    const user = await createUser(request, { firstName: 'Grace', lastName: 'Hopper' });
    await signIn(page, user);
    await page.goto('/en/profile');
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toBeVisible();
    await expect(page.getByTestId('sidebar-name')).toHaveText('Grace Hopper');
    await expect(sidebar.getByText('Your dashboard')).toBeVisible();
    for (const title of [
      'PLATIN WORLD',
      'ULTIMA CASHBACK',
      'ULTIMA FARM',
      'ULTIMA CARD',
      'ULTIMA STORE',
      'PLC SWAPPING',
    ]) {
      await expect(sidebar.getByRole('link', { name: title })).toBeVisible();
    }
    await expect(page.getByTestId('verification-percent')).toHaveText('0%');
    await expect(page.getByTestId('avatar-button')).toHaveAttribute('title', user.email);
    await expect(page.getByTestId('profile-name')).toHaveText('Grace');
    await expect(page.getByTestId('account-footer')).toContainText('Help');
    await expectAccessible(page);

    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeHidden();
    await page.getByTestId('sidebar-toggle').click();
    await expect(sidebar).toBeVisible();
  });

  test('the sidebar is closed on a 375 px phone and opens from the toggle', async ({ browser, request }) => {
    const user = await createUser(request);
    const context = await newContext(browser, {
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto('/en/profile/general');
    await expect(page.getByTestId('profile-name')).toBeVisible();
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('mobile-header')).toBeVisible();
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar')).toBeVisible();
    await expect(page.getByTestId('sidebar').getByRole('button', { name: 'Log out' })).toBeVisible();
    // A link chosen on a phone closes the sidebar so the page it opens is seen.
    await page.getByTestId('sidebar').getByRole('link', { name: 'Change Password' }).click();
    await expect(page).toHaveURL(/\/en\/profile\/password$/);
    await expect(page.getByTestId('sidebar')).toBeHidden();
    // Open over the page, it dims what lies behind; a tap there closes it.
    await page.getByTestId('sidebar-toggle').click();
    await expect(page.getByTestId('sidebar-scrim')).toBeVisible();
    await page.getByTestId('sidebar-scrim').click({ position: { x: 355, y: 300 } });
    await expect(page.getByTestId('sidebar')).toBeHidden();
    await expect(page.getByTestId('sidebar-scrim')).toBeHidden();
    await context.close();
  });

  test('a logged-in user is sent from login to profile, and from login with an application to chooseAccount', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/login');
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    await page.goto('/en/registration');
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    await page.goto('/en/login?application=ULTIMA');
    await expect(page).toHaveURL(/\/en\/choose-account\?application=ULTIMA$/);
  });

  test('the logout popup warns about linked products and logs out', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/general');
    await page.getByTestId('avatar-button').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    const dialog = page.getByTestId('logout-dialog');
    await expect(dialog).toContainText('also logs you out of all linked products');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await page.getByTestId('avatar-button').click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await page.goto('/en/profile/general');
    await expect(page).toHaveURL(/\/en\/login$/);
  });
});

test.describe('secrets stay on the server', () => {
  test('no page, script or JSON the browser receives holds the access token or the client secret', async ({
    page,
    request,
  }) => {
    const user = await createUser(request);
    const seen: string[] = [];
    page.on('response', async (response) => {
      const type = response.headers()['content-type'] ?? '';
      if (/html|javascript|json|text/.test(type)) seen.push(await response.text().catch(() => ''));
    });
    // Log in through the form so every response of a real sign-in is seen.
    await page.goto('/en/login');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill(user.password);
    await page.getByTestId('login-submit').click();
    await expect(page).toHaveURL(/\/en\/profile\/general$/);
    await page.goto('/en');
    await page.goto('/en/profile/general');

    // Learn the real token the way a linked product would: through the token-bearing redirect.
    const go = await page.request.get('/api/go?application=PLATINWORLD', { maxRedirects: 0 });
    expect(go.status()).toBe(303);
    expect(go.headers()['referrer-policy']).toBe('no-referrer');
    expect(go.headers()['cache-control']).toContain('no-store');
    const token = new URL(go.headers().location!).searchParams.get('token')!;
    expect(token.length).toBeGreaterThan(30);

    const secret = process.env.E2E_CLIENT_SECRET!;
    const everything = seen.join('\n');
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(secret);
    const config = await (await page.request.get('/api/config')).text();
    expect(config).not.toContain(secret);
    const session = (await page.context().cookies()).find((c) => c.name === 'passport_token');
    expect(session?.httpOnly).toBe(true);
    expect(session?.value).not.toContain(token);
  });

  test('mutating BFF routes refuse another origin', async ({ request }) => {
    const response = await request.post('/api/auth/login', {
      data: { email: 'a@b.cd', password: 'x' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(response.status()).toBe(403);
    expect(await response.json()).toMatchObject({ state: 'error', errors: [{ code: 'access_denied' }] });
  });
});

test.describe('sidebar', () => {
  test('a section collapses and opens again', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/general');
    const sidebar = page.getByRole('complementary', { name: 'Account navigation' });
    const product = sidebar.getByRole('link', { name: 'ULTIMA FARM' });
    await expect(product).toBeVisible();
    const toggle = sidebar.getByRole('button', { name: 'Show or hide Your dashboard' });
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(product).toBeHidden();
    await toggle.click();
    await expect(product).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('a slow page change shows the loading indicator until the page arrives', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en/profile/general');
    // The network is slow: the next page's server answer is held until the indicator has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/en\/profile\/password/, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByTestId('sidebar').getByRole('link', { name: 'Change Password' }).click();
    const loading = page.getByTestId('page-loading');
    await expect(loading).toBeVisible();
    await expect(loading.getByRole('status')).toHaveText('Loading…');
    release();
    await expect(page).toHaveURL(/\/en\/profile\/password$/);
    await expect(loading).toBeHidden();
  });
});
