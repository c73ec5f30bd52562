import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';

export type TelegramMessage = { chat_id: string; text: string; date: number };

export type TelegramStandIn = {
  token: string;
  apiRoot: string;
  /** The env a test server needs to use this stand-in. */
  env: Record<string, string>;
  /** Every sendMessage to `chatId` so far. */
  messages(chatId: string): Promise<TelegramMessage[]>;
  /** Waits for a message to `chatId` whose text matches. */
  waitForMessage(chatId: string, pattern: RegExp, timeoutMs?: number): Promise<TelegramMessage>;
  /** The six-digit code in the `nth` (1-based) message to `chatId` whose text matches, once it has come. */
  codeIn(chatId: string, pattern: RegExp, nth?: number): Promise<string>;
  /** A user writes `text` to the bot. */
  write(chatId: string, text: string, languageCode?: string): Promise<void>;
  close(): Promise<void>;
};

const CODE_IN_MESSAGE = /: (\d{6})$/m;

async function poll<T>(timeoutMs: number, failure: string, find: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await find();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(failure);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const SCRIPT = path.join(__dirname, '../../e2e/support/telegram-stand-in.mjs');

/** Starts e2e/support/telegram-stand-in.mjs (the same stand-in the e2e suite uses) on a free port. */
export async function startTelegramStandIn(token = `12345:test-${Date.now()}`): Promise<TelegramStandIn> {
  const child: ChildProcess = spawn(process.execPath, [SCRIPT], {
    env: {
      ...process.env,
      TELEGRAM_BOT_TOKEN: token,
      TELEGRAM_STAND_IN_PORT: '0',
      TELEGRAM_BOT_NAME: 'passport_test_bot',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    const lines = readline.createInterface({ input: child.stdout! });
    lines.once('line', (line) => resolve((JSON.parse(line) as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`Telegram stand-in exited with ${code}`)));
  });
  const base = `http://127.0.0.1:${port}`;
  const messages = async (chatId: string) =>
    (await (
      await fetch(`${base}/messages?chat_id=${encodeURIComponent(chatId)}`)
    ).json()) as TelegramMessage[];
  return {
    token,
    apiRoot: base,
    env: { TELEGRAM_BOT_TOKEN: token, TELEGRAM_API_ROOT: base, TELEGRAM_BOT_NAME: 'passport_test_bot' },
    messages,
    async waitForMessage(chatId, pattern, timeoutMs = 10_000) {
      return poll(timeoutMs, `No Telegram message to ${chatId} matching ${pattern}`, async () =>
        (await messages(chatId)).filter((m) => pattern.test(m.text)).at(-1),
      );
    },
    async codeIn(chatId, pattern, nth = 1) {
      const message = await poll(10_000, `No message #${nth} to ${chatId} matching ${pattern}`, async () =>
        (await messages(chatId)).filter((m) => pattern.test(m.text)).at(nth - 1),
      );
      return CODE_IN_MESSAGE.exec(message.text)![1]!;
    },
    async write(chatId, text, languageCode = 'en') {
      await fetch(`${base}/updates`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ chat_id: chatId, text, language_code: languageCode }),
      });
    },
    async close() {
      if (child.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}
