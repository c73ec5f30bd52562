import { createUser, expect, expectAccessible, PRODUCT_URL, signIn, test } from './fixtures';

test.describe('landing', () => {
  test('eight projects, a preview strip, and the Log In / Open buttons revealed on selection', async ({
    page,
  }) => {
    await page.goto('/en');
    const landing = page.getByTestId('landing');
    await expect(landing).toHaveAttribute('data-tone', 'light');
    await expect(page.locator('[data-testid^="preview-"]')).toHaveCount(8);
    await expect(page.getByTestId('project-button')).toHaveCount(0);
    await expectAccessible(page);

    await page.getByTestId('preview-ultimacard').click();
    await expect(landing).toHaveAttribute('data-active', '3');
    await expect(landing).toHaveAttribute('data-tone', 'dark');
    const button = page.getByTestId('slide-ultimacard').getByTestId('project-button');
    await expect(button).toHaveText('Log In');
    const href = new URL((await button.getAttribute('href'))!, 'http://x');
    expect(href.pathname).toBe('/en/login');
    expect(href.searchParams.get('application')).toBe('ULTIMACARD');
    expect(href.searchParams.get('backUrl')).toBe(`${PRODUCT_URL}/ultimacard`);

    await page.getByTestId('preview-smart').click();
    const open = page.getByTestId('slide-smart').getByTestId('project-button');
    await expect(open).toHaveText('Open');
    await expect(open).toHaveAttribute('href', `${PRODUCT_URL}/smart`);

    // By keyboard: a card scrolled out of the strip comes back into view when focused.
    await page.getByTestId('preview-platinworld').focus();
    await page.keyboard.press('Enter');
    await expect(landing).toHaveAttribute('data-tone', 'light');
    await expect(page.getByTestId('preview-platinworld')).toBeInViewport();
  });

  test('on a phone, right to left, a card chosen by keyboard is shown in the strip', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/ar');
    const card = page.getByTestId('preview-ultimacard');
    await card.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('landing')).toHaveAttribute('data-active', '3');
    await expect(card).toBeInViewport({ ratio: 0.9 });
  });

  test('a signed-in visitor is sent to chooseAccount', async ({ page, request }) => {
    const user = await createUser(request);
    await signIn(page, user);
    await page.goto('/en');
    await page.getByTestId('preview-ultimafarm').click();
    await page.getByTestId('slide-ultimafarm').getByTestId('project-button').click();
    await expect(page).toHaveURL(/\/en\/choose-account\?application=ULTIMAFARM&backUrl=/);
  });

  test('autoplay waits 15 s, then 5 s per theme plus 1 s between, and stops on a manual choice', async ({
    page,
  }) => {
    // Time stands still from before the page loads: autoplay starts at a known instant.
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 1_000);
    await page.goto('/en');
    const landing = page.getByTestId('landing');
    const at = async (ms: number) => page.clock.runFor(ms);
    await at(14_900);
    await expect(landing).toHaveAttribute('data-active', '0');
    await at(200); // 15.1 s: the first slide stays 15 s
    await expect(landing).toHaveAttribute('data-active', '1');
    // ultimacashback has two themes: 5 + 1 + 5 = 11 s after it appeared.
    await at(10_800);
    await expect(landing).toHaveAttribute('data-active', '1');
    await at(300);
    await expect(landing).toHaveAttribute('data-active', '2');

    await page.getByTestId('preview-ultima').click();
    await expect(landing).toHaveAttribute('data-active', '6');
    await page.clock.runFor(60_000);
    await expect(landing).toHaveAttribute('data-active', '6');
  });

  test('the strip arrows show from 1200 px; descriptions hide on phones', async ({ page }) => {
    await page.goto('/en');
    await expect(page.getByRole('button', { name: 'Next project' })).toBeVisible();
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.getByRole('button', { name: 'Next project' })).toBeHidden();
    await page.setViewportSize({ width: 375, height: 740 });
    await expect(page.getByTestId('slide-platinworld').locator('p').first()).toBeHidden();
    const height = await page.getByTestId('landing').evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(740);
  });

  test('the arrows select the next and previous project and stop autoplay', async ({ page }) => {
    const t0 = Date.now();
    await page.clock.install({ time: t0 });
    await page.clock.pauseAt(t0 + 1_000);
    await page.goto('/en');
    const landing = page.getByTestId('landing');
    await page.getByRole('button', { name: 'Next project' }).click();
    await expect(landing).toHaveAttribute('data-active', '1');
    await expect(page.getByTestId('preview-ultimacashback')).toHaveAttribute('aria-current', 'true');
    await page.getByRole('button', { name: 'Previous project' }).click();
    await page.getByRole('button', { name: 'Previous project' }).click();
    await expect(landing).toHaveAttribute('data-active', '7');
    await expect(page.getByTestId('slide-plcswapping').getByTestId('project-button')).toBeVisible();
    await page.clock.runFor(60_000);
    await expect(landing).toHaveAttribute('data-active', '7');
  });

  for (const viewport of [
    { width: 1440, height: 500 },
    { width: 375, height: 500 },
  ]) {
    test(`at ${viewport.width} × ${viewport.height} the landing fits: title, strip and footer apart, nothing below`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/en');
      const box = async (testId: string) => (await page.getByTestId(testId).boundingBox())!;
      const title = (await page.getByTestId('slide-platinworld').getByRole('heading').boundingBox())!;
      const strip = await box('landing-strip');
      const about = await box('about-select');
      const header = await box('header');
      expect(title.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(title.y + title.height).toBeLessThanOrEqual(strip.y);
      expect(strip.y + strip.height).toBeLessThanOrEqual(about.y);
      expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
        viewport.height,
      );
    });
  }

  test('the landing footer opens the documents in a new tab', async ({ page }) => {
    await page.goto('/en');
    await page.getByTestId('about-select').click();
    for (const [name, file] of [
      ['General Terms and Conditions', '/docs/en/TermsandConditionsPP.pdf'],
      ['Data and Privacy Policy', '/docs/en/PrivacyPolicyPP.pdf'],
      ['Terms of Use', '/docs/en/TermsofUsePP.pdf'],
      ['Imprint', '/Imprint.html'],
    ]) {
      const link = page.getByRole('link', { name: new RegExp(name!) });
      await expect(link).toHaveAttribute('target', '_blank');
      expect(await link.getAttribute('href')).toContain(file);
      const response = await page.request.get((await link.getAttribute('href'))!);
      expect(response.ok()).toBe(true);
    }
  });
});
