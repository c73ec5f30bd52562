import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

const BASE = 'http://localhost:3410';
const DATA = '/tmp/wt-verify-manual';
const [, , pathArg = '/en/profile/verification/passport', out = '/tmp/wt-verify-manual/shot.png', w = '1440', h = '900', script = ''] = process.argv;

async function user(email) {
  const ip = `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  let r = await fetch(`${BASE}/v1/registration`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify({ email, firstName: 'Ada', lastName: 'Lovelace', nationalityId: 'DE', password: 'Passw0rd!', language: 'en' }),
  });
  if (!r.ok) console.log('reg', r.status, await r.text());
  for (let i = 0; i < 50; i++) {
    const dir = path.join(DATA, 'outbox');
    const files = fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    for (const f of files) {
      const text = fs.readFileSync(path.join(dir, f), 'utf8');
      if (text.includes(email)) {
        const m = /confirmation\/([A-Za-z0-9_-]+)/.exec(text.replace(/=\r?\n/g, ''));
        if (m) {
          r = await fetch(`${BASE}/v1/registration/confirm`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': ip }, body: JSON.stringify({ code: m[1] }) });
          return;
        }
      }
    }
    await new Promise((res) => setTimeout(res, 200));
  }
  throw new Error('no mail');
}

const email = process.env.EMAIL ?? `shot-${Date.now()}@passport.test`;
if (!process.env.EMAIL) await user(email);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const ctx = await browser.newContext({ viewport: { width: +w, height: +h } });
await ctx.addCookies([{ name: 'acceptCookiePolicy', value: 'true', url: BASE }]);
const page = await ctx.newPage();
page.on('console', (m) => m.type() === 'error' && console.log('console:', m.text()));
const login = await page.request.post(`${BASE}/api/auth/login`, { data: { email, password: 'Passw0rd!' }, headers: { Origin: BASE } });
console.log('login', (await login.json()).state, email);
await page.goto(BASE + pathArg, { waitUntil: 'networkidle' });
if (script) await (await import(path.resolve(script))).default(page);
await page.screenshot({ path: out, fullPage: true });
await browser.close();
