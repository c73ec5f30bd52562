import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE = 'http://localhost:3210';
const DATA = '/tmp/wt-twofa-manual/data';
const OUT = '/tmp/wt-twofa-manual/shots';
fs.mkdirSync(OUT, { recursive: true });
const email = `shot-${Date.now()}@passport.test`;
const ip = `10.9.${Math.floor(Math.random() * 200)}.${Math.floor(Math.random() * 200)}`;
await fetch(`${BASE}/v1/registration`, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  body: JSON.stringify({ email, password: 'Passw0rd!', firstName: 'Ada', lastName: 'Lovelace', nationalityId: 'DE', language: 'en' }),
});
let code;
for (let i = 0; i < 50 && !code; i++) {
  await new Promise((r) => setTimeout(r, 200));
  const dir = path.join(DATA, 'outbox');
  if (!fs.existsSync(dir)) continue;
  for (const f of fs.readdirSync(dir)) {
    const text = fs.readFileSync(path.join(dir, f), 'utf8');
    if (text.includes(email) || text.includes(email.replace('@', '=40'))) {
      const m = /confirmation\/([A-Za-z0-9_-]{20,})/.exec(text.replace(/=\r?\n/g, ''));
      if (m) code = m[1];
    }
  }
}
await fetch(`${BASE}/v1/registration/confirm`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ code }) });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const steps = (process.env.STEPS ?? 'status').split(',');
for (const [w, h] of [[1440, 900], [375, 812]]) {
  for (const locale of ['en', 'ar']) {
    const ctx = await browser.newContext({ viewport: { width: w, height: h }, extraHTTPHeaders: { 'x-forwarded-for': ip } });
    await ctx.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: BASE }]);
    const page = await ctx.newPage();
    const r = await page.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'Passw0rd!' }, headers: { Origin: BASE } });
    if (!(await r.text()).includes('SUCCESS')) console.log('login', await r.text());
    const shot = async (name) => page.screenshot({ path: `${OUT}/${name}-${locale}-${w}.png`, fullPage: true });
    for (const step of steps) {
      if (step === 'status') {
        await page.goto(`${BASE}/${locale}/profile/security/status`, { waitUntil: 'networkidle' });
        await shot('status');
      } else if (step === 'telegram') {
        await page.goto(`${BASE}/${locale}/profile/security/verification-telegram`, { waitUntil: 'networkidle' });
        await shot('telegram1');
        await page.locator('input[name=data]').fill('5550001');
        await page.getByTestId('two-fa-send').click();
        await page.getByTestId('two-fa-code-form').waitFor({ timeout: 5000 }).catch(async () => {
          console.log('telegram failed', locale, w, await page.locator('main').innerText());
        });
        await page.getByTestId('otp-input').fill('000000');
        await page.waitForTimeout(800);
        await shot('telegram2');
      } else if (step === 'google') {
        await page.goto(`${BASE}/${locale}/profile/security/verification-google`, { waitUntil: 'networkidle' });
        await page.getByTestId('two-fa-qr').waitFor();
        await shot('google1');
        await page.getByTestId('two-fa-continue').click();
        await page.waitForTimeout(300);
        await shot('google2');
      } else if (step === 'email') {
        await page.goto(`${BASE}/${locale}/profile/security/verification-email`, { waitUntil: 'networkidle' });
        await shot('email1');
        await page.getByTestId('two-fa-send').click();
        await page.getByTestId('two-fa-code-form').waitFor();
        await page.waitForTimeout(300);
        await shot('email2');
      }
    }
    await ctx.close();
  }
}
await browser.close();
console.log('done', email);
