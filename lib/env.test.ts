import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { env, environmentProblems, resetEnvForTests } from './env';

describe('generated secrets', () => {
  const saved = { ...process.env };
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-env-'));
    for (const key of ['SESSION_SECRET', 'OAUTH_CLIENT_SECRET', 'TWO_FA_SECRET_KEY']) delete process.env[key];
    process.env.DATA_DIR = dir;
    resetEnvForTests();
  });
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('generates a 32-byte second-factor key into DATA_DIR once, owner-only', () => {
    const key = env().TWO_FA_SECRET_KEY;
    expect(Buffer.from(key, 'base64')).toHaveLength(32);
    const file = path.join(dir, 'secrets.json');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    resetEnvForTests();
    expect(env().TWO_FA_SECRET_KEY).toBe(key);
  });

  it('adds the key to a secrets file written before it existed, keeping the other secrets', () => {
    const file = path.join(dir, 'secrets.json');
    const old = { sessionSecret: 's'.repeat(43), oauthClientSecret: 'c'.repeat(43) };
    fs.writeFileSync(file, JSON.stringify(old), { mode: 0o600 });
    const e = env();
    expect(e.SESSION_SECRET).toBe(old.sessionSecret);
    expect(e.OAUTH_CLIENT_SECRET).toBe(old.oauthClientSecret);
    const stored = JSON.parse(fs.readFileSync(file, 'utf8'));
    expect(stored).toEqual({ ...old, twoFaSecretKey: e.TWO_FA_SECRET_KEY });
    expect(fs.existsSync(`${file}.upgrade`)).toBe(false);
  });

  it('takes the operator’s key, and refuses one that is not 32 bytes', () => {
    const key = Buffer.alloc(32, 7).toString('base64');
    process.env.TWO_FA_SECRET_KEY = key;
    expect(env().TWO_FA_SECRET_KEY).toBe(key);
    process.env.TWO_FA_SECRET_KEY = Buffer.alloc(16).toString('base64');
    resetEnvForTests();
    expect(() => env()).toThrow(/TWO_FA_SECRET_KEY/);
  });
});

describe('DOCUMENT_RETENTION_DAYS', () => {
  it('takes a whole number of days, 0 meaning none, and names the rule for anything else', () => {
    expect(environmentProblems({ DOCUMENT_RETENTION_DAYS: '0' })).toEqual([]);
    expect(environmentProblems({ DOCUMENT_RETENTION_DAYS: '3650' })).toEqual([]);
    for (const wrong of ['-1', '1.5', 'ten', '40000']) {
      const problems = environmentProblems({ DOCUMENT_RETENTION_DAYS: wrong });
      expect([wrong, problems]).toEqual([wrong, [expect.stringMatching(/^DOCUMENT_RETENTION_DAYS must be/)]]);
    }
  });
});

describe('wallet store links', () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it('are unset unless the operator sets them, and must be https', () => {
    delete process.env.WALLET_APP_STORE_URL;
    delete process.env.WALLET_GOOGLE_PLAY_URL;
    resetEnvForTests();
    expect(env().WALLET_APP_STORE_URL).toBeUndefined();
    expect(env().WALLET_GOOGLE_PLAY_URL).toBeUndefined();
    process.env.WALLET_APP_STORE_URL = 'https://apps.apple.com/app/id123456';
    resetEnvForTests();
    expect(env().WALLET_APP_STORE_URL).toBe('https://apps.apple.com/app/id123456');
    process.env.WALLET_GOOGLE_PLAY_URL = 'http://play.google.com/store/apps/details?id=x';
    resetEnvForTests();
    expect(() => env()).toThrow(/WALLET_GOOGLE_PLAY_URL/);
  });
});
