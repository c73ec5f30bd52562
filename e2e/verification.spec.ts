import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

import { samplePassport } from '../test/sample-passport';
import {
  createUser,
  expect,
  expectAccessible,
  hydrated,
  newContext,
  PORTAL_URL,
  signIn,
  test,
  type TestUser,
} from './fixtures';
import { photo } from './support/photo';

// Identity verification as a new user goes through it (SPEC §2 Verification, §4 document flow), with
// the moderation done by an operator through the CLI, as DESIGN §3 says.

const ROOT = path.join(__dirname, '..');

/** The built operator CLI (`node dist/admin.cjs …`, as an install runs it) against the e2e server's data. */
function operator(...args: string[]): string {
  return execFileSync(process.execPath, [path.join(ROOT, 'dist/admin.cjs'), ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    env: {
      ...process.env,
      DATA_DIR: process.env.E2E_DATA_DIR,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      OAUTH_CLIENT_SECRET: process.env.E2E_CLIENT_SECRET,
    },
  });
}

/** The id of the user's document of a type waiting for a moderator, from the operator's list. */
function queuedDocument(email: string, type: string): string {
  const line = operator('documents', 'list', email)
    .split('\n')
    .find((row) => row.split('\t')[1] === type);
  if (!line) throw new Error(`no ${type} of ${email} in the moderation queue`);
  return line.split('\t')[0]!;
}

const PASSPORT = samplePassport();

/** Sets the page's upload speed in bytes per second (-1: the line's own), through DevTools. */
async function uploadSpeedOf(page: Page): Promise<(bytesPerSecond: number) => Promise<unknown>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  return (bytesPerSecond) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: bytesPerSecond,
    });
}

/** Saves the passport and adds a photo through the BFF, as the forms would (for tests about later steps). */
async function passportReady(page: Page): Promise<void> {
  const saved = await page.request.post(`${PORTAL_URL}/api/documents/passport`, {
    data: PASSPORT,
    headers: { Origin: PORTAL_URL },
  });
  expect((await saved.json()).state).toBe('success');
  const uploaded = await page.request.post(`${PORTAL_URL}/api/documents/upload`, {
    multipart: {
      documentType: 'PASSPORT',
      file: { name: 'passport.jpg', mimeType: 'image/jpeg', buffer: await photo() },
    },
    headers: { Origin: PORTAL_URL },
  });
  expect((await uploaded.json()).state).toBe('success');
}

async function newUser(page: Page, request: Parameters<typeof createUser>[0]): Promise<TestUser> {
  const user = await createUser(request);
  await signIn(page, user);
  return user;
}

const tab = (page: Page, key: string) => page.getByTestId(`tab-${key}`);

/** A passport date field once the page runs: React Aria's segments, named by the field's label. */
const dateField = (page: Page, label: string) => page.getByRole('group', { name: label, exact: true });

/**
 * Types a `YYYY-MM-DD` date into a date field's segments from the keyboard, in the order the page's
 * language shows them (`order`: 'mdy' in American English, 'dmy' in Arabic); each full segment moves on.
 */
async function typeDate(page: Page, label: string, iso: string, order: 'mdy' | 'dmy'): Promise<void> {
  const [year, month, day] = iso.split('-') as [string, string, string];
  const segments = dateField(page, label).getByRole('spinbutton');
  await segments.first().click();
  await page.keyboard.type(order === 'mdy' ? `${month}${day}${year}` : `${day}${month}${year}`);
}

/**
 * The form's value of a date, as it would be posted: React Aria's hidden input under the same name
 * (its other one, for the browser's autofill, belongs to no form).
 */
const postedDate = (page: Page, name: string) =>
  page.getByTestId('passport-form').locator(`input[name="${name}"][hidden]`);

const DAY_MS = 24 * 60 * 60 * 1000;

test.describe('identity verification', () => {
  test('passport: fill, save, upload with progress, submit, approved by an operator', async ({
    page,
    request,
  }) => {
    const user = await newUser(page, request);
    await page.goto('/en/profile/verification');
    await expect(page).toHaveURL(/\/en\/profile\/verification\/passport$/);
    await expect(page.getByTestId('verification-percent')).toHaveText('0%');
    await expect(tab(page, 'passport').getByTestId('status-badge')).toHaveText('Not verified');
    await expect(tab(page, 'passport')).toHaveAttribute('data-highlighted', 'true');
    // Nothing to upload before the passport's name and surname are saved.
    await expect(page.getByTestId('first-save')).toHaveText('First save the form');
    await expect(page.getByTestId('choose-file')).toBeDisabled();
    await expect(page.getByTestId('save')).toBeDisabled();
    await expect(page.getByTestId('verify')).toBeDisabled();

    await page.getByLabel('Name', { exact: true }).fill(PASSPORT.name);
    await page.getByLabel('Surname').fill(PASSPORT.surname);
    await page.getByLabel('Gender').selectOption('FEMALE');
    await typeDate(page, 'Date of birth', PASSPORT.birthday, 'mdy');
    await expect(dateField(page, 'Date of birth')).toContainText('12/10/1990');
    await page.getByLabel('Place of birth').fill(PASSPORT.placeOfBirth);
    const citizenship = page.getByRole('combobox', { name: 'Citizenship' });
    await citizenship.fill('United King');
    await page.getByRole('option', { name: 'United Kingdom' }).click();
    await page.getByLabel('Series and number').fill(PASSPORT.seriesNumber);
    await page.getByLabel('Issued by').fill(PASSPORT.issuedBy);
    await typeDate(page, 'Date of issue', PASSPORT.issueDate, 'mdy');
    await typeDate(page, 'Expiry date', PASSPORT.expireDate, 'mdy');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');
    // Saved: nothing changed since, so Save rests; Verification still waits for a file.
    await expect(page.getByTestId('save')).toBeDisabled();
    await expect(page.getByTestId('first-save')).toHaveCount(0);
    await expect(page.getByTestId('verify')).toBeDisabled();

    // A slow line, so the progress can be watched.
    const setUploadSpeed = await uploadSpeedOf(page);
    await setUploadSpeed(150 * 1024);
    await page.getByTestId('file-input').setInputFiles({
      name: 'passport.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    const bar = page.getByTestId('upload-progress-bar');
    await expect(bar).toBeVisible();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'wait');
    await expect.poll(() => bar.evaluate((el: HTMLProgressElement) => el.value)).toBeGreaterThan(0);
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success', {
      timeout: 20_000,
    });
    await setUploadSpeed(-1);
    await expect(bar).toHaveCount(0);
    await expect(page.getByTestId('files').getByRole('img', { name: 'Uploaded file 1' })).toBeVisible();
    // The thumbnail is the owner's file, served privately.
    const src = await page.getByRole('img', { name: 'Uploaded file 1' }).getAttribute('src');
    const file = await page.request.get(`${PORTAL_URL}${src}`);
    expect(file.headers()['cache-control']).toBe('private, no-store');
    expect(file.headers()['content-type']).toBe('image/jpeg');

    await page.getByTestId('verify').click();
    const dialog = page.getByTestId('submitted-dialog');
    await expect(dialog).toContainText(
      'Your information has been submitted for verification. Please wait for a verification status update',
    );
    await dialog.getByRole('button', { name: 'Okay' }).click();
    await expect(dialog).toBeHidden();
    // The automatic checks pass in the background; the page polls and moves on.
    await expect(tab(page, 'passport').getByTestId('status-badge')).toHaveText('On verification');
    await expect(page.getByTestId('done-screen')).toContainText('Well Done');
    expect(
      await page
        .context()
        .cookies(PORTAL_URL)
        .then((all) => all.some((c) => c.name === 'passportPendingSave')),
    ).toBe(true);

    // ?info shows the form again, locked, with Back.
    await page.getByTestId('view-details').click();
    await expect(page).toHaveURL(/\/passport\?info$/);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
    await expect(page.getByLabel('Name', { exact: true })).toBeDisabled();
    await page.getByTestId('info-back').click();
    await expect(page).toHaveURL(/\/passport$/);
    await expect(page.getByTestId('done-screen')).toBeVisible();

    operator('documents', 'approve', queuedDocument(user.email, 'PASSPORT'), '--by', 'e2e');
    await page.reload();
    await expect(tab(page, 'passport').getByTestId('status-badge')).toHaveText('Verified');
    await expect(tab(page, 'passport').getByTestId('verified-tick')).toBeVisible();
    await expect(tab(page, 'passport')).not.toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByTestId('step-passport')).toContainText('Verified');
    await expect(page.getByTestId('step-address')).toContainText('In progress');
    await expect(page.getByTestId('verification-percent')).toHaveText('50%');
  });

  test('address: locked until the passport is named, then "same as registration" and approval', async ({
    page,
    request,
  }) => {
    const user = await newUser(page, request);
    // No maps key here: the maps script is never loaded.
    const maps: string[] = [];
    page.on('request', (r) => void (r.url().includes('maps.googleapis.com') && maps.push(r.url())));
    await page.goto('/en/profile/verification/address');
    await expect(page.getByTestId('step-locked')).toContainText('First enter your passport details');
    await page.getByRole('link', { name: 'Go to passport details' }).click();
    await expect(page).toHaveURL(/\/passport$/);

    await passportReady(page);
    await page.goto('/en/profile/verification/address');
    // Passport and address are both unfinished up to here.
    await expect(tab(page, 'passport')).toHaveAttribute('data-highlighted', 'true');
    await expect(tab(page, 'address')).toHaveAttribute('data-highlighted', 'true');
    await expect(tab(page, 'business')).not.toHaveAttribute('data-highlighted', 'true');
    await expect(page.getByTestId('review-time')).toHaveText('Moderator review takes 3-7 days.');
    await expect(
      page.getByText('Address documents should be issued no more than three months ago.'),
    ).toBeVisible();

    const form = page.getByTestId('address-form');
    const lines = form.getByLabel('Address line 1');
    await lines.first().fill('12 Analytical Row');
    await form.getByLabel('City').first().fill('London');
    const countries = form.getByRole('combobox', { name: 'Country' });
    await countries.first().fill('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await form.getByLabel('ZIP code').first().fill('10115');
    // What the BFF refuses on its own comes back under the form's field names, so the page puts a
    // ZIP error under the ZIP field and not above Save.
    const refused = await page.request.post(`${PORTAL_URL}/api/documents/address`, {
      data: { postalAddress1: '12 Analytical Row', postalZip: '1'.repeat(300), sameAddress: true },
      headers: { Origin: PORTAL_URL },
    });
    expect((await refused.json()).errors).toEqual([
      { code: 'validation_error', fieldName: 'postalZip', errors: ['max_length'] },
    ]);
    await form.getByLabel('The residential address is the same as the registration address').check();
    await expect(lines.nth(1)).toHaveValue('12 Analytical Row');
    await expect(form.getByLabel('ZIP code').nth(1)).toHaveValue('10115');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');
    await page.getByTestId('file-input').setInputFiles({
      name: 'bill.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(page.getByRole('img', { name: 'Uploaded file 1' })).toBeVisible();
    // After a reload the saved residential address is the registration one, box ticked.
    await page.reload();
    await expect(
      page.getByLabel('The residential address is the same as the registration address'),
    ).toBeChecked();
    await expect(page.getByRole('combobox', { name: 'Country' }).nth(1)).toHaveValue('Germany');
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(tab(page, 'address').getByTestId('status-badge')).toHaveText('On verification');

    // Passport submitted too; approving both makes the profile verified.
    await page.goto('/en/profile/verification/passport');
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(tab(page, 'passport').getByTestId('status-badge')).toHaveText('On verification');
    operator('documents', 'approve', queuedDocument(user.email, 'ADDRESS'));
    operator('documents', 'approve', queuedDocument(user.email, 'PASSPORT'));
    await page.reload();
    await expect(tab(page, 'address').getByTestId('status-badge')).toHaveText('Verified');
    await expect(page.getByTestId('verification-percent')).toHaveText('Verified');
    expect(maps).toEqual([]);
  });

  test('business: optional, saved and submitted with a file', async ({ page, request }) => {
    await newUser(page, request);
    await passportReady(page);
    await page.goto('/en/profile/verification/business');
    await expect(tab(page, 'business')).toContainText('Business (optional)');
    await expect(page.getByLabel('Account type')).toHaveValue('ENTREPRENEUR');
    await page.getByLabel('Tax ID').fill('GB123456789');
    await page.getByLabel('Account type').selectOption('COMPANY');
    await page.getByLabel('Company name').fill('Analytical Engines Ltd');
    await expect(page.getByTestId('verify')).toBeDisabled();
    await page.getByTestId('save').click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');
    await page.getByTestId('file-input').setInputFiles({
      name: 'register.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(page.getByRole('img', { name: 'Uploaded file 1' })).toBeVisible();
    // Unsaved changes hold Verification back.
    await page.getByLabel('Company name').fill('Analytical Engines plc');
    await expect(page.getByTestId('verify')).toBeDisabled();
    await page.getByTestId('save').click();
    await expect(page.getByTestId('save')).toBeDisabled();
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(tab(page, 'business').getByTestId('status-badge')).toHaveText('On verification');
  });

  test("a moderator's rejection shows its reason on the tab; the corrected document goes through", async ({
    page,
    request,
  }) => {
    const user = await newUser(page, request);
    await passportReady(page);
    await page.goto('/en/profile/verification/passport');
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByTestId('done-screen')).toBeVisible();
    const id = queuedDocument(user.email, 'PASSPORT');
    operator('documents', 'reject', id, '--reason', 'The series number does not match the photo.');

    await page.reload();
    await expect(page.getByTestId('rejection')).toContainText('Please correct your data and submit it again');
    await expect(page.getByTestId('rejection-reason')).toHaveText(
      'The series number does not match the photo.',
    );
    await page.getByLabel('Series and number').fill('AB 654321');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(page.getByTestId('done-screen')).toBeVisible();
    operator('documents', 'approve', queuedDocument(user.email, 'PASSPORT'));
    await page.reload();
    await expect(tab(page, 'passport').getByTestId('status-badge')).toHaveText('Verified');
    expect(operator('documents', 'show', id)).toContain('AB 654321');
  });

  test('the selfie step appears only once an operator requires it', async ({ page, request }) => {
    const user = await newUser(page, request);
    await passportReady(page);
    await page.goto('/en/profile/verification/passport');
    await expect(tab(page, 'additional')).toHaveCount(0);
    await page.goto('/en/profile/verification/additional');
    await expect(page).toHaveURL(/\/verification\/passport$/);

    operator('users', 'set-selfie-required', user.email, 'on');
    await page.reload();
    await tab(page, 'additional').click();
    await expect(page).toHaveURL(/\/verification\/additional$/);
    await expect(page.getByTestId('review-time')).toHaveText('Moderator review takes about 24 hours.');
    await page.getByTestId('file-input').setInputFiles({
      name: 'selfie.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(),
    });
    await expect(page.getByRole('img', { name: 'Uploaded file 1' })).toBeVisible();
    await page.getByTestId('verify').click();
    await page.getByTestId('submitted-dialog').getByRole('button', { name: 'Okay' }).click();
    await expect(tab(page, 'additional').getByTestId('status-badge')).toHaveText('On verification');
  });

  test('a 6 MB file and a text file named .png are refused with the right warning', async ({
    page,
    request,
  }) => {
    await newUser(page, request);
    await passportReady(page);
    await page.clock.install();
    await page.goto('/en/profile/verification/passport');
    const warning = page.getByTestId('upload-warning');
    let uploads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/documents/upload') && uploads++));

    await page.getByTestId('file-input').setInputFiles({
      name: 'huge.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.concat([await photo(), Buffer.alloc(6 * 1024 * 1024)]),
    });
    await expect(warning).toHaveText('Invalid size');
    expect(uploads).toBe(0);
    // SPEC §8: the warning closes itself after 10 s.
    await page.clock.runFor(9_000);
    await expect(warning).toBeVisible();
    await page.clock.runFor(1_100);
    await expect(warning).toBeHidden();

    // The browser believes the name; the server reads the content.
    await page.getByTestId('file-input').setInputFiles({
      name: 'photo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('Not an image, whatever its name says.\n'.repeat(100)),
    });
    await expect(warning).toHaveText('Invalid type');
    expect(uploads).toBe(1);
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);
    await warning.getByRole('button', { name: 'Close' }).click();
    await expect(warning).toBeHidden();
  });

  test('cancelling an upload stores nothing; a file can be deleted', async ({ page, request }) => {
    await newUser(page, request);
    await passportReady(page);
    await page.goto('/en/profile/verification/passport');
    const setUploadSpeed = await uploadSpeedOf(page);
    await setUploadSpeed(20 * 1024);
    await page.getByTestId('file-input').setInputFiles({
      name: 'slow.jpg',
      mimeType: 'image/jpeg',
      buffer: await photo(1200),
    });
    await expect(page.getByTestId('upload-progress-bar')).toBeVisible();
    await page.getByTestId('upload-cancel').click();
    await expect(page.getByTestId('upload-progress')).toHaveCount(0);
    await setUploadSpeed(-1);
    await page.reload();
    await expect(page.getByTestId('files').getByRole('img')).toHaveCount(1);
    // Nothing half-written is left behind (other tests' uploads come and go meanwhile).
    const incoming = path.join(process.env.E2E_DATA_DIR!, 'uploads', '.incoming');
    await expect
      .poll(() => (fs.existsSync(incoming) ? fs.readdirSync(incoming).length : 0), { timeout: 15_000 })
      .toBe(0);

    await page.getByTestId('delete-file').click();
    await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');
    await expect(page.getByTestId('no-files')).toBeVisible();
    await expect(page.getByTestId('verify')).toBeDisabled();
  });

  for (const { locale, order, labels, hint } of [
    {
      locale: 'en',
      order: 'mdy' as const,
      labels: { birthday: 'Date of birth', expiry: 'Expiry date', refused: 'Expire date' },
      hint: 'The passport must stay valid for at least 180 days (about 6 months) from today.',
    },
    {
      locale: 'ar',
      order: 'dmy' as const,
      labels: { birthday: 'تاريخ الميلاد', expiry: 'تاريخ انتهاء الصلاحية', refused: null },
      hint: 'يجب أن يظل جواز السفر صالحًا لمدة 180 يومًا على الأقل (نحو 6 أشهر) اعتبارًا من اليوم.',
    },
  ]) {
    test(`passport dates are typed into the segments in ${locale}, refused when too early, kept after reload`, async ({
      page,
      request,
    }) => {
      await newUser(page, request);
      await page.goto(`/${locale}/profile/verification/passport`);
      await expect(dateField(page, labels.expiry).getByRole('spinbutton')).toHaveCount(3);
      await page.getByTestId('passport-form').getByRole('textbox').first().fill('Ada');
      await page.getByTestId('passport-form').getByRole('textbox').nth(1).fill('Lovelace');
      await typeDate(page, labels.birthday, '1990-12-10', order);
      // A passport running out in a month: the SPEC's words under the field, the rule in the hint.
      const tooSoon = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
      await typeDate(page, labels.expiry, tooSoon, order);
      await expect(postedDate(page, 'expireDate')).toHaveValue(tooSoon);
      await page.getByTestId('save').click();
      const refused = page.getByTestId('error-expireDate');
      await expect(refused).not.toBeEmpty();
      if (labels.refused) await expect(refused).toHaveText(labels.refused);
      const expiry = dateField(page, labels.expiry);
      await expect(page.getByText(hint)).toBeVisible();
      await expect(expiry.getByRole('spinbutton').first()).toHaveAttribute('aria-invalid', 'true');
      const describedBy = (await expiry.getAttribute('aria-describedby')) ?? '';
      const describedIds = describedBy.split(' ');
      expect(describedIds).toContain(await refused.getAttribute('id'));
      expect(describedIds).toContain(await page.getByText(hint).getAttribute('id'));

      const valid = new Date(Date.now() + 3 * 365 * DAY_MS).toISOString().slice(0, 10);
      await typeDate(page, labels.expiry, valid, order);
      await expect(refused).toBeEmpty();
      await page.getByTestId('save').click();
      await expect(page.getByTestId('notification')).toHaveAttribute('data-type', 'success');

      await page.reload();
      await expect(dateField(page, labels.expiry).getByRole('spinbutton')).toHaveCount(3);
      await expect(postedDate(page, 'birthday')).toHaveValue('1990-12-10');
      await expect(postedDate(page, 'expireDate')).toHaveValue(valid);
      const [year, month, day] = valid.split('-').map(Number) as [number, number, number];
      const expected = new Map([
        ['year', year],
        ['month', month],
        ['day', day],
      ]);
      const segments = dateField(page, labels.expiry).getByRole('spinbutton');
      const shown = await segments.evaluateAll((nodes) =>
        nodes.map((node) => [node.getAttribute('data-type'), Number(node.getAttribute('aria-valuenow'))]),
      );
      expect(new Map(shown as [string, number][])).toEqual(expected);
      if (locale === 'en') await expect(dateField(page, labels.birthday)).toContainText('12/10/1990');
    });
  }

  test("a date typed on a slow phone before the page's scripts run is kept when the segments take over", async ({
    browser,
    request,
  }) => {
    const context = await newContext(browser, {}, { awaitHydration: false });
    const page = await context.newPage();
    try {
      await signIn(page, await createUser(request));
      // The scripts arrive only once the visitor has typed.
      let release!: () => void;
      const typed = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/_next/static/chunks/**', async (route) => {
        await typed;
        await route.continue();
      });
      // Its parsed HTML is there; the load events wait for the held scripts.
      await page.goto('/en/profile/verification/passport', { waitUntil: 'commit' });
      const native = page.getByLabel('Date of birth');
      await expect(native).toHaveAttribute('type', 'date');
      await native.fill('1990-12-10');
      release();
      await hydrated(page);
      const segments = dateField(page, 'Date of birth').getByRole('spinbutton');
      await expect(segments).toHaveCount(3);
      await expect(postedDate(page, 'birthday')).toHaveValue('1990-12-10');
      await expect(dateField(page, 'Date of birth')).toContainText('12/10/1990');
    } finally {
      await context.close();
    }
  });

  for (const locale of ['en', 'ar']) {
    test(`the expiry calendar opens on the first valid month and passes axe in ${locale}`, async ({
      page,
      request,
    }) => {
      await newUser(page, request);
      await page.goto(`/${locale}/profile/verification/passport`);
      const form = page.getByTestId('passport-form');
      const openers = form.getByRole('button', { name: locale === 'en' ? 'Choose a date' : 'اختر تاريخًا' });
      await expect(openers).toHaveCount(3);
      await openers.nth(2).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      // SPEC §5: the first day a passport may expire on is about 181 days ahead (earliestExpireDate).
      const first = Math.ceil((Date.now() + 15_552_000_000) / DAY_MS) * DAY_MS;
      // Spelled by the browser, whose digits for a language are the ones the page shows.
      const month = await page.evaluate(
        ([ms, tag]) =>
          new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(ms),
        [first, `${locale}-u-ca-gregory`] as const,
      );
      await expect(dialog.getByRole('heading')).toHaveText(month);
      await expectAccessible(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  }

  test('the passport form saves before JavaScript arrives', async ({ browser, request }) => {
    const user = await createUser(request);
    const context = await browser.newContext({ javaScriptEnabled: false });
    await context.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: PORTAL_URL }]);
    const page = await context.newPage();
    await signIn(page, user);
    await page.goto(`${PORTAL_URL}/en/profile/verification/passport`);
    await page.getByLabel('Name', { exact: true }).fill('Ada');
    await page.getByLabel('Surname').fill('Lovelace');
    await page.getByLabel('Date of birth').fill('2020-01-01');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('error-birthday')).toHaveText('Age must be more than 18 years');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Ada');
    await page.getByLabel('Date of birth').fill('1990-01-01');
    await page.getByTestId('save').click();
    await expect(page.getByTestId('error-birthday')).toHaveText('');
    await page.goto(`${PORTAL_URL}/en/profile/verification/address`);
    await expect(page.getByTestId('address-form')).toBeVisible();
    await context.close();
  });

  test("through the BFF: files are the owner's only, and uploads are bounded and same-origin", async ({
    page,
    browser,
    request,
  }) => {
    await newUser(page, request);
    await passportReady(page);
    const owner = await page.request.get(`${PORTAL_URL}/api/documents?documentType=PASSPORT`);
    const [stored] = (await owner.json()).data.relativeFilePath as string[];
    const mine = await page.request.get(
      `${PORTAL_URL}/api/documents/file?path=${encodeURIComponent(stored!)}`,
    );
    expect(mine.status()).toBe(200);
    expect(mine.headers()['x-content-type-options']).toBe('nosniff');
    expect(mine.headers()['content-security-policy']).toContain('sandbox');

    const intruder = await browser.newPage();
    await signIn(intruder, await createUser(request));
    const theirs = await intruder.request.get(
      `${PORTAL_URL}/api/documents/file?path=${encodeURIComponent(stored!)}`,
    );
    expect(theirs.status()).toBe(404);
    expect((await theirs.body()).length).toBe(0);
    const traversal = await intruder.request.get(`${PORTAL_URL}/api/documents/file?path=../../secrets.json`);
    expect(traversal.status()).toBe(400);
    const deleted = await intruder.request.post(`${PORTAL_URL}/api/documents/delete`, {
      data: { path: stored, documentType: 'PASSPORT' },
      headers: { Origin: PORTAL_URL },
    });
    expect((await deleted.json()).errors).toEqual([{ code: 'not_found' }]);
    await intruder.close();

    const tooLarge = await page.request.post(`${PORTAL_URL}/api/documents/upload`, {
      multipart: {
        documentType: 'PASSPORT',
        file: { name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024) },
      },
      headers: { Origin: PORTAL_URL },
    });
    expect(tooLarge.status()).toBe(413);
    expect((await tooLarge.json()).errors).toEqual([
      { code: 'validation_error', fieldName: 'file', errors: ['max_length'] },
    ]);
    const foreign = await page.request.post(`${PORTAL_URL}/api/documents/upload`, {
      multipart: {
        documentType: 'PASSPORT',
        file: { name: 'a.jpg', mimeType: 'image/jpeg', buffer: await photo() },
      },
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status()).toBe(403);
    const files = await page.request.get(`${PORTAL_URL}/api/documents?documentType=PASSPORT`);
    expect((await files.json()).data.relativeFilePath).toEqual([stored]);
  });

  for (const locale of ['en', 'ar']) {
    test(`every tab passes axe in ${locale}`, async ({ page, request }) => {
      const user = await newUser(page, request);
      await page.goto(`/${locale}/profile/verification/address`);
      await expectAccessible(page);
      await passportReady(page);
      operator('users', 'set-selfie-required', user.email, 'on');
      for (const step of ['passport', 'address', 'business', 'additional']) {
        await page.goto(`/${locale}/profile/verification/${step}`);
        await expect(page.getByTestId('document-step')).toBeVisible();
        await expectAccessible(page);
      }
      await page.goto(`/${locale}/profile/verification/passport`);
      await page.getByTestId('verify').click();
      await expect(page.getByTestId('submitted-dialog')).toBeVisible();
      await expectAccessible(page);
      await page.getByTestId('submitted-okay').click();
      await expect(page.getByTestId('done-screen')).toBeVisible();
      await expectAccessible(page);
      if (locale === 'ar') await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    });
  }
});
