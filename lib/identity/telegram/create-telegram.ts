import { Bot, GrammyError, webhookCallback } from 'grammy';
import type { Logger } from 'pino';

import type { TelegramConfig } from '../identity-config';
import { securityTexts } from '../notify/texts';
import { TelegramUnreachable } from './telegram-unreachable';

/** The path Telegram posts updates to in webhook mode (TELEGRAM_WEBHOOK_SECRET set). */
export const TELEGRAM_WEBHOOK_PATH = '/v1/telegram/webhook';

/** The chat bot of the Telegram second factor. */
export type Telegram = {
  /** The bot's @name, for the wizard's link (TELEGRAM_BOT_NAME, else what getMe said). */
  botName(): string | null;
  /** Sends a text; throws TelegramUnreachable when Telegram refuses the chat. */
  send(chatId: string, text: string): Promise<void>;
  /** Webhook mode: one update posted by Telegram (its secret header is checked). */
  handleWebhook(request: Request): Promise<Response>;
  stop(): Promise<void>;
};

const RESTART_MIN_MS = 5_000;
const RESTART_MAX_MS = 5 * 60_000;
const STOP_WAIT_MS = 3_000;
/** A message not delivered by then is given up: a login waits for its code to be sent. */
const SEND_TIMEOUT_MS = 10_000;

/**
 * One grammY client for everything: commands answered by long polling (default) or by webhook, and
 * the codes and notices the service sends. TELEGRAM_API_ROOT points it at a stand-in in tests.
 */
export function createTelegram(
  config: TelegramConfig,
  /** `receiveUpdates`: answer the bot's users (the server), or only send (operator scripts). */
  options: { log: Logger; appUrl: string; receiveUpdates: boolean },
): Telegram {
  const { log } = options;
  const bot = new Bot(config.botToken, { client: { apiRoot: config.apiRoot } });
  let discoveredName: string | null = null;
  let stopped = false;
  let restartTimer: ReturnType<typeof setTimeout> | undefined;

  // SPEC §2 Telegram wizard: the user sends /getid and enters the Chat ID the bot answers with.
  bot.command(['getid', 'start'], async (ctx) => {
    const language = ctx.from?.language_code?.split('-')[0];
    await ctx.reply(securityTexts(language).chatId(String(ctx.chat.id)));
  });
  bot.catch((error) => log.warn({ err: error.message }, 'telegram update failed'));

  const poll = (delayMs: number) => {
    if (stopped) return;
    bot
      .start({
        onStart: (info) => {
          discoveredName = info.username;
          log.info({ bot: info.username }, 'telegram bot polling');
        },
      })
      .then(() => undefined)
      .catch((error: unknown) => {
        if (stopped) return;
        const next = Math.min(delayMs * 2, RESTART_MAX_MS);
        log.warn(
          { err: error instanceof Error ? error.message : String(error), retryInMs: delayMs },
          'telegram polling stopped; a webhook or another instance may be polling',
        );
        restartTimer = setTimeout(() => poll(next), delayMs);
      });
  };

  if (!options.receiveUpdates) {
    // An operator script: it sends, the server answers.
  } else if (config.webhookSecret) {
    const url = `${options.appUrl}${TELEGRAM_WEBHOOK_PATH}`;
    bot.api
      .setWebhook(url, { secret_token: config.webhookSecret })
      .then(() => log.info({ url }, 'telegram webhook set'))
      .catch((error: unknown) =>
        log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'telegram setWebhook failed',
        ),
      );
  } else {
    poll(RESTART_MIN_MS);
  }

  const onUpdate = config.webhookSecret
    ? webhookCallback(bot, 'std/http', { secretToken: config.webhookSecret })
    : null;

  return {
    botName: () => config.botName ?? discoveredName,
    async send(chatId, text) {
      try {
        // grammY types its signal after the abort-controller polyfill; a native one is what it gets.
        const signal = AbortSignal.timeout(SEND_TIMEOUT_MS) as unknown as Parameters<
          typeof bot.api.sendMessage
        >[3];
        await bot.api.sendMessage(chatId, text, undefined, signal);
      } catch (error) {
        // 400 chat not found, 403 blocked by the user: the chat ID is wrong for us.
        if (error instanceof GrammyError && (error.error_code === 400 || error.error_code === 403)) {
          throw new TelegramUnreachable(error.description);
        }
        throw error;
      }
    },
    async handleWebhook(request) {
      if (!onUpdate) return new Response(null, { status: 404 });
      return onUpdate(request);
    },
    async stop() {
      stopped = true;
      clearTimeout(restartTimer);
      if (!bot.isRunning()) return;
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        bot.stop().catch(() => undefined),
        new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAIT_MS))),
      ]);
      clearTimeout(timer);
    },
  };
}
