import type { Browser, Page } from '@playwright/test';

import { createUser, expect, newContext, signIn, test, type TestUser } from './fixtures';

/**
 * Issue 20 item 7: a 320 px phone (the narrowest SPEC supports) sees every field inside its card and
 * no page wider than the screen.
 */
const PHONE = { width: 320, height: 640 };

/** A page on a 320 px phone, signed in as `user` when one is given. */
async function onPhone(browser: Browser, user?: TestUser) {
  const context = await newContext(browser, { viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  if (user) await signIn(page, user);
  return { context, page };
}

/** Fields whose box leaves the card they are drawn on (a card: the nearest ancestor with a shadow). */
async function fieldsOutsideTheirCard(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside: string[] = [];
    for (const input of document.querySelectorAll<HTMLElement>(
      'input:not([type=hidden]), select, textarea',
    )) {
      const box = input.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      let card: HTMLElement | null = input.parentElement;
      while (card && getComputedStyle(card).boxShadow === 'none') card = card.parentElement;
      const bounds = (card ?? document.documentElement).getBoundingClientRect();
      if (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5) {
        outside.push(
          `${input.getAttribute('name') ?? input.id}: ${box.left}–${box.right} in ${bounds.left}–${bounds.right}`,
        );
      }
    }
    // A label wider than its button is cut off at the card's edge.
    for (const button of document.querySelectorAll<HTMLElement>('main button, main a[class]')) {
      if (button.offsetParent && button.scrollWidth > button.clientWidth + 1) {
        outside.push(`${button.textContent?.trim()}: text ${button.scrollWidth} in ${button.clientWidth}`);
      }
    }
    return outside;
  });
}

/** A phone browser widens its layout viewport (and innerWidth) to hold a too-wide page: compare to the screen. */
async function pageWiderThanScreen(page: Page, screen = PHONE.width): Promise<number> {
  const widest = await page.evaluate(() => Math.max(document.documentElement.scrollWidth, window.innerWidth));
  return widest - screen;
}

/**
 * What is drawn past the screen's edges inside the page's main area, leaving out what a scrolling or
 * clipping box holds (a scrolled strip, a visually hidden label).
 */
async function drawnPastTheScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main') ?? document.body;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== main.parentElement; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const width = document.documentElement.clientWidth;
    return [...main.querySelectorAll('*')].flatMap((element) => {
      const box = element.getBoundingClientRect();
      // A visually hidden label is a 1 px box set a pixel off: it is read, never seen.
      const hidden = box.width <= 1 && box.height <= 1;
      if (hidden || (box.left >= -0.5 && box.right <= width + 0.5) || clipped(element)) return [];
      return [`${element.tagName} "${element.textContent?.trim().slice(0, 30)}": ${box.left}–${box.right}`];
    });
  });
}

test.describe('a 320 px phone', () => {
  for (const locale of ['en', 'ar']) {
    for (const path of ['/login', '/registration', '/password/reset']) {
      test(`${locale}${path}: every field stays inside its card`, async ({ browser }) => {
        const { context, page } = await onPhone(browser);
        await page.goto(`/${locale}${path}`);
        await expect(page.locator('input:not([type=hidden])').first()).toBeVisible();
        expect(await fieldsOutsideTheirCard(page)).toEqual([]);
        expect(await pageWiderThanScreen(page)).toBeLessThanOrEqual(0);
        await context.close();
      });
    }
  }

  test('change password: fields inside the card, header icons keep their size', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request);
    const { context, page } = await onPhone(browser, user);
    for (const locale of ['en', 'ar']) {
      await page.goto(`/${locale}/profile/password`);
      await expect(page.locator('input[type=password]').first()).toBeVisible();
      expect(await fieldsOutsideTheirCard(page)).toEqual([]);
      expect(await pageWiderThanScreen(page)).toBeLessThanOrEqual(0);
      const header = page.getByTestId('mobile-header');
      const buttons = header.getByRole('button');
      expect(await buttons.count()).toBeGreaterThan(0);
      for (const button of await buttons.all()) {
        const box = (await button.boundingBox())!;
        // 24 px is WCAG 2.2's least target size; the design draws them at 44.
        expect(box.width, (await button.getAttribute('aria-label')) ?? undefined).toBeGreaterThanOrEqual(24);
        expect(box.height).toBeGreaterThanOrEqual(24);
        const icon = button.locator('svg').first();
        if (await icon.count()) expect((await icon.boundingBox())!.width).toBeGreaterThanOrEqual(16);
      }
    }
    await context.close();
  });

  test('the two-factor wizards stay inside their card, with and without JavaScript (en, ar)', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request);
    for (const javaScriptEnabled of [true, false]) {
      const context = await newContext(browser, {
        viewport: PHONE,
        isMobile: true,
        hasTouch: true,
        javaScriptEnabled,
      });
      const page = await context.newPage();
      await signIn(page, user);
      for (const locale of ['en', 'ar']) {
        for (const wizard of ['google', 'email', 'telegram']) {
          await page.goto(`/${locale}/profile/security/verification-${wizard}`);
          const card = page.getByTestId('two-fa-wizard');
          await expect(card).toBeVisible();
          // Anything drawn past the card's edge (the QR box, a long label, the progress).
          const outside = await card.evaluate((root) => {
            const bounds = root.getBoundingClientRect();
            return [...root.querySelectorAll<HTMLElement>('*')].flatMap((element) => {
              const box = element.getBoundingClientRect();
              return box.width > 0 && (box.left < bounds.left - 0.5 || box.right > bounds.right + 0.5)
                ? [`${element.tagName}.${element.className}: ${box.left}–${box.right}`]
                : [];
            });
          });
          const where = `${locale} ${wizard} ${javaScriptEnabled ? 'with' : 'without'} JavaScript`;
          expect(outside, where).toEqual([]);
          expect(await fieldsOutsideTheirCard(page), where).toEqual([]);
          expect(await pageWiderThanScreen(page), where).toBeLessThanOrEqual(0);
        }
      }
      await context.close();
    }
  });

  test('no screen draws past its edges, signed in or not (en, ar)', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const user = await createUser(request);
    const guest = await onPhone(browser);
    const { context, page } = await onPhone(browser, user);
    const guestScreens = ['login', 'login/qr', 'registration', 'password/reset', 'password/success'];
    const accountScreens = [
      'profile/general',
      'profile/password',
      'profile/verification/passport',
      'profile/verification/address',
      'profile/verification/business',
      'profile/security/status',
      'profile/security/devices',
      'profile/security/history',
      'profile/security/data',
      'profile/security/verification-google',
      'profile/security/verification-email',
    ];
    for (const locale of ['en', 'ar']) {
      for (const [on, screens] of [
        [guest.page, guestScreens],
        [page, accountScreens],
      ] as const) {
        for (const screen of screens) {
          await on.goto(`/${locale}/${screen}`);
          await expect(on.locator('main h1').first()).toBeVisible();
          const where = `${locale}/${screen}`;
          expect(await drawnPastTheScreen(on), where).toEqual([]);
          expect(await pageWiderThanScreen(on), where).toBeLessThanOrEqual(0);
        }
      }
      // The e-mail wizard's code step names the address the code went to: a long one breaks, not the card.
      await page.goto(`/${locale}/profile/security/verification-email`);
      await page.getByTestId('two-fa-send').click();
      await expect(page.getByTestId('two-fa-step-2')).toBeVisible();
      expect(await drawnPastTheScreen(page), `${locale} e-mail code step`).toEqual([]);
      expect(await pageWiderThanScreen(page), `${locale} e-mail code step`).toBeLessThanOrEqual(0);
    }
    await guest.context.close();
    await context.close();
  });

  test('signed-in screens: no icon is squeezed narrower than it is drawn (en, ar)', async ({
    browser,
    request,
  }) => {
    const user = await createUser(request);
    const { context, page } = await onPhone(browser, user);
    const screens = [
      'general',
      'password',
      'verification/passport',
      'verification/address',
      'security/status',
      'security/devices',
      'security/history',
      'security/data',
      'security/verification-email',
    ];
    for (const locale of ['en', 'ar']) {
      for (const screen of screens) {
        await page.goto(`/${locale}/profile/${screen}`);
        await expect(page.locator('main h1')).toBeVisible();
        // An icon is a flex item beside text: without flex: none a wrapping text shrinks it.
        const squeezed = await page.locator('main').evaluate((main) =>
          [...main.querySelectorAll<SVGSVGElement>('svg[width]')].flatMap((icon) => {
            const drawn = icon.getBoundingClientRect().width;
            const meant = Number(icon.getAttribute('width'));
            return drawn > 0 && drawn < meant - 0.5
              ? [`${icon.parentElement?.textContent?.trim().slice(0, 40)}: ${drawn} of ${meant}`]
              : [];
          }),
        );
        expect(squeezed, `${locale} ${screen}`).toEqual([]);
      }
    }
    await context.close();
  });

  for (const locale of ['en', 'ar']) {
    test(`${locale}: the 404 page is no wider than the screen`, async ({ browser }) => {
      const { context, page } = await onPhone(browser);
      await page.goto(`/${locale}/no-such-page-here`);
      await expect(page.getByRole('heading').first()).toBeVisible();
      expect(await pageWiderThanScreen(page)).toBeLessThanOrEqual(0);
      await context.close();
    });

    test(`${locale}: the landing's About does not overlap the project strip`, async ({ browser }) => {
      const { context, page } = await onPhone(browser);
      await page.goto(`/${locale}`);
      const about = (await page.getByTestId('about-select').boundingBox())!;
      const strip = (await page.getByTestId('landing-strip').boundingBox())!;
      expect(about.y).toBeGreaterThanOrEqual(strip.y + strip.height - 0.5);
      expect(await pageWiderThanScreen(page)).toBeLessThanOrEqual(0);
      await context.close();
    });
  }
});

test.describe('a 375 px phone', () => {
  for (const locale of ['en', 'ar']) {
    test(`${locale}: the e-mail code step stacks its buttons alike; the progress shows the step's whole name`, async ({
      browser,
      request,
    }) => {
      const user = await createUser(request);
      const context = await newContext(browser, {
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await signIn(page, user);
      await page.goto(`/${locale}/profile/security/verification-email`);
      await page.getByTestId('two-fa-send').click();
      await expect(page.getByTestId('two-fa-step-2')).toBeVisible();
      const boxes = [];
      for (const id of ['two-fa-back', 'two-fa-resend', 'code-confirm']) {
        boxes.push((await page.getByTestId(id).boundingBox())!);
      }
      // One column: the same start and width, one above the other.
      for (const box of boxes.slice(1)) {
        expect(Math.round(box.x)).toBe(Math.round(boxes[0]!.x));
        expect(Math.round(box.width)).toBe(Math.round(boxes[0]!.width));
      }
      expect(boxes[1]!.y).toBeGreaterThan(boxes[0]!.y);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[1]!.y);
      const current = page.locator('li[aria-current="step"] > span').last();
      expect(await current.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      await context.close();
    });
  }

  test('the signed-in header fits the screen at 375 and 390 px (en, ar)', async ({ browser, request }) => {
    const user = await createUser(request);
    for (const width of [375, 390]) {
      const context = await newContext(browser, {
        viewport: { width, height: 812 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      await signIn(page, user);
      for (const locale of ['en', 'ar']) {
        await page.goto(`/${locale}/profile/verification/passport`);
        const header = page.getByTestId('header');
        await expect(header.getByTestId('mobile-header')).toBeVisible();
        expect(await pageWiderThanScreen(page, width), `${locale} at ${width}`).toBeLessThanOrEqual(0);
        for (const button of await header.getByRole('button').all()) {
          if (!(await button.isVisible())) continue;
          const box = (await button.boundingBox())!;
          expect(box.x, `${locale} at ${width}`).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, `${locale} at ${width}`).toBeLessThanOrEqual(width);
        }
      }
      await context.close();
    }
  });
});
