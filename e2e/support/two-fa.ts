import type { APIResponse, Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';

import { expect, PORTAL_URL } from '../fixtures';

const TELEGRAM_API = process.env.E2E_TELEGRAM_API ?? 'http://127.0.0.1:2527';

/** What the code messages say they are for. */
export const ACTIVATE = /turn on two-factor authentication: \d{6}/;
export const DEACTIVATE = /turn off two-factor authentication: \d{6}/;
export const LOGIN = /to log in: \d{6}/;
export const REAUTH = /to confirm it is you: \d{6}/;
const STEP_MS = 30_000;

/**
 * An authenticator app for a secret read from the page: each code is of a time step not used before
 * (the portal accepts a code once), chosen among the steps the portal accepts now (±1).
 */
export function authenticator(secret: string) {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  let lastStep = -Infinity;
  return {
    async code(): Promise<string> {
      for (;;) {
        const now = Date.now();
        const current = Math.floor(now / STEP_MS);
        // The step before is accepted only for the rest of this one: not when it is nearly over.
        const steps = [now % STEP_MS < 20_000 ? current - 1 : null, current, current + 1];
        const step = steps.find((s): s is number => s !== null && s > lastStep);
        if (step !== undefined) {
          lastStep = step;
          return totp.generate({ timestamp: step * STEP_MS });
        }
        // Three codes within one step: the next is good once the clock reaches the next step.
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    },
  };
}

/** A Telegram chat of its own per test (never one the stand-in treats as unreachable). */
export function uniqueChatId(): string {
  return String(100_000_000 + Math.floor(Math.random() * 800_000_000));
}

type TelegramMessage = { chat_id: string; text: string; date: number };

async function telegramMessages(chatId: string): Promise<TelegramMessage[]> {
  const response = await fetch(`${TELEGRAM_API}/messages?chat_id=${encodeURIComponent(chatId)}`);
  return (await response.json()) as TelegramMessage[];
}

/** A Telegram user writes to the portal's bot (the stand-in hands it to the bot's getUpdates). */
export async function writeToBot(chatId: string, text: string): Promise<void> {
  await fetch(`${TELEGRAM_API}/updates`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ chat_id: chatId, text }),
  });
}

/** The `nth` message the bot sent to `chatId` that matches (waiting for it). */
export async function botMessage(
  chatId: string,
  pattern: RegExp,
  nth = 1,
  timeoutMs = 20_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const found = (await telegramMessages(chatId)).filter((m) => pattern.test(m.text));
    if (found.length >= nth) return found[nth - 1]!.text;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No message #${nth} from the bot to ${chatId} matching ${pattern}`);
}

/** The 6-digit code in a message or mail: "…: 123456". */
export function codeIn(text: string): string {
  const match = /: (\d{6})\b/.exec(text);
  if (!match) throw new Error(`No code in "${text}"`);
  return match[1]!;
}

/** The code of the `nth` mail (oldest first) to `email` that matches `pattern`, waiting for it. */
export async function mailedCode(email: string, pattern: RegExp, nth = 1): Promise<string> {
  const sink = process.env.E2E_SMTP_API ?? 'http://127.0.0.1:2526';
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const response = await fetch(`${sink}/messages?to=${encodeURIComponent(email)}`);
    const mails = ((await response.json()) as { text: string }[]).filter((m) => pattern.test(m.text));
    if (mails.length >= nth) return codeIn(mails[nth - 1]!.text);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail #${nth} to ${email} matching ${pattern}`);
}

/**
 * Turns the authenticator on for `page`'s signed-in user through the BFF, as its wizard would (the wizard
 * itself needs a scan): the app that makes its codes, and the recovery codes the activation answered.
 */
export async function activateAuthenticator(page: Page) {
  let app: ReturnType<typeof authenticator> | undefined;
  const confirmed = await activate(page, 'GOOGLE_AUTHENTICATOR', null, (started) => {
    app = authenticator(started.data.result.CODE);
    return app.code();
  });
  return { app: app!, recoveryCodes: confirmed.data.recoveryCodes as string[] };
}

/** Turns e-mail codes on for `page`'s signed-in user through the BFF, with the mailed code. */
export async function activateEmail(page: Page, email: string) {
  await activate(page, 'EMAIL', email, () => mailedCode(email, ACTIVATE));
}

/** Turns Telegram codes on for `page`'s signed-in user through the BFF, with the bot's code; the chat's id. */
export async function activateTelegram(page: Page): Promise<string> {
  const chatId = uniqueChatId();
  await activate(page, 'TELEGRAM', chatId, async () => codeIn(await botMessage(chatId, ACTIVATE)));
  return chatId;
}

/** A BFF answer, read as a test reads JSON. */
type Json = Awaited<ReturnType<APIResponse['json']>>;

/**
 * A method's activation as the wizard makes it: start it (`data` is the method's address), then confirm
 * with the code `codeFor` reads from what started it; the confirmation's answer.
 */
async function activate(
  page: Page,
  type: string,
  data: string | null,
  codeFor: (started: Json) => Promise<string>,
): Promise<Json> {
  const origin = { Origin: PORTAL_URL };
  const started = await (
    await page.request.post(`${PORTAL_URL}/api/two-fa/tokens`, { data: { type, data }, headers: origin })
  ).json();
  expect(started.state).toBe('success');
  const confirmed = await (
    await page.request.post(`${PORTAL_URL}/api/two-fa/confirm`, {
      data: { type, code: await codeFor(started) },
      headers: origin,
    })
  ).json();
  expect(confirmed.state).toBe('success');
  return confirmed;
}
