import { chromium } from '@playwright/test';

const [, , url, out, w = '1440', h = '900', consent = '1'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
if (consent === '1') await ctx.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url }]);
const page = await ctx.newPage();
await page.goto(url, { waitUntil: 'networkidle' });
if (process.env.EVAL) console.log(await page.evaluate(process.env.EVAL));
await page.screenshot({ path: out });
await browser.close();
