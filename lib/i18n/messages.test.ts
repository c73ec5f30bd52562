import fs from 'node:fs';
import path from 'node:path';

import { ERROR_CODES } from '../errors/codes';
import { LOCALES } from './locales';

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

function load(locale: string): Map<string, string> {
  const file = path.join(process.cwd(), 'messages', `${locale}.json`);
  return flatten(JSON.parse(fs.readFileSync(file, 'utf8')) as Messages);
}

/** ICU placeholders and tags a translation must keep ({name}, <link>). */
function placeholders(text: string): string[] {
  const names = [...text.matchAll(/\{(\w+)/g)].map((m) => `{${m[1]}}`);
  const tags = [...text.matchAll(/<(\w+)>/g)].map((m) => `<${m[1]}>`);
  return [...new Set([...names, ...tags])].sort();
}

const en = load('en');

describe('message files', () => {
  it('ships one file for each of the 21 locales', () => {
    expect(LOCALES).toHaveLength(21);
    for (const locale of LOCALES) {
      expect(fs.existsSync(path.join(process.cwd(), 'messages', `${locale}.json`))).toBe(true);
    }
  });

  it('translates every error code of SPEC §8 that has a text', () => {
    // validation_error carries its own list; google_recaptcha_v2_required only shows the captcha.
    for (const code of ERROR_CODES) {
      if (code === 'validation_error' || code === 'google_recaptcha_v2_required') continue;
      expect(en.get(`Errors.${code}`)).toBeTruthy();
    }
  });

  describe.each(LOCALES.filter((l) => l !== 'en'))('%s', (locale) => {
    // Loaded lazily so that one missing file fails its own tests, not the whole suite.
    let messages: Map<string, string>;
    beforeAll(() => {
      messages = load(locale);
    });

    it('has exactly the keys of en, none empty', () => {
      const missing = [...en.keys()].filter((key) => !messages.get(key)?.trim());
      const extra = [...messages.keys()].filter((key) => !en.has(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('keeps every placeholder and tag of en', () => {
      const broken = [...en.entries()]
        .filter(
          ([key, text]) =>
            messages.has(key) && placeholders(text).join() !== placeholders(messages.get(key)!).join(),
        )
        .map(([key]) => key);
      expect(broken).toEqual([]);
    });
  });
});
