import { UPSTREAM } from '../../../schemas/upstream';
import { IdentityError } from '../../identity-error';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/telegram/webhook — updates from Telegram when TELEGRAM_WEBHOOK_SECRET is set. */
export const telegramWebhookEndpoint = defineEndpoint(UPSTREAM.telegramWebhook, {
  auth: 'none',
  tag: 'telegram',
  summary: 'Telegram bot updates (webhook mode)',
  description:
    'Called by Telegram, never by the BFF: the body is a Telegram Update, and the header ' +
    '`X-Telegram-Bot-Api-Secret-Token` must carry TELEGRAM_WEBHOOK_SECRET (401 otherwise). ' +
    '404 when the bot long-polls instead.',
  errors: ['not_found'],
  async handle({ ctx, request }) {
    if (!ctx.telegram) throw new IdentityError('not_found');
    return ctx.telegram.handleWebhook(request);
  },
});
