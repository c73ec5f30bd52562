import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { resetEnvForTests } from '../env';
import { sessionOptions } from './session-options';

describe('the session cookie', () => {
  const saved = { APP_URL: process.env.APP_URL, DATA_DIR: process.env.DATA_DIR };
  afterEach(() => {
    Object.assign(process.env, saved);
    resetEnvForTests();
  });

  it.each([
    ['https://id.example', '__Host-passport_token', true],
    ['http://localhost:3000', 'passport_token', false],
  ])('behind %s is %s (secure: %s), host-only on the whole site', (appUrl, name, secure) => {
    process.env.APP_URL = appUrl;
    process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-cookie-'));
    resetEnvForTests();
    const options = sessionOptions();
    expect(options.cookieName).toBe(name);
    expect(options.cookieOptions).toMatchObject({ secure, httpOnly: true, path: '/', sameSite: 'lax' });
    expect(options.cookieOptions).not.toHaveProperty('domain');
  });
});
