// Developer tool: screenshots of pages at 375 and 1440 px (or SHOT_WIDTHS=320,375,1440) for a visual check.
// node e2e/support/screenshots.mjs http://localhost:3000 /tmp/shots /en /en/login ...
import fs from 'node:fs';
import { chromium } from '@playwright/test';

const [base, out, ...paths] = process.argv.slice(2);
fs.mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
const cookie = process.env.SHOT_COOKIE; // "name=value" of a session to reuse
const widths = (process.env.SHOT_WIDTHS ?? '375,1440').split(',').map(Number);
for (const width of widths) {
  const context = await browser.newContext({
    viewport: { width, height: width < 1000 ? 812 : 900 },
    javaScriptEnabled: process.env.SHOT_NO_JS !== '1',
    deviceScaleFactor: 1,
  });
  if (cookie) {
    const [name, ...rest] = cookie.split('=');
    await context.addCookies([{ name, value: rest.join('='), url: base }]);
  }
  if (process.env.SHOT_CONSENT)
    await context.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: base }]);
  const page = await context.newPage();
  for (const path of paths) {
    await page.goto(base + path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 600));
    const name = `${path.replace(/[/?=&]+/g, '_') || 'root'}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: process.env.SHOT_FULL === '1' });
    console.log(`${out}/${name}`);
  }
  await context.close();
}
await browser.close();
