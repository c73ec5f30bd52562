import { UPSTREAM } from '../../../schemas/upstream';
import { publicConfig } from '../../domain/operations/public-config';
import { defineEndpoint } from '../define-endpoint';
import { jsonAnswer } from '../json-answer';

/** GET /config — public fields only, as a plain object (not wrapped in `data`). */
export const configEndpoint = defineEndpoint(UPSTREAM.config, {
  auth: 'none',
  tag: 'config',
  summary: 'Public configuration',
  description: 'A plain object, not wrapped in `data`. Never holds the client secret.',
  errors: [],
  async handle({ ctx }) {
    const config = publicConfig();
    // Without TELEGRAM_BOT_NAME, the name the bot reported (getMe) once it started.
    const twoFaBot = config.twoFaBot ?? ctx.telegram?.botName() ?? null;
    return jsonAnswer({ ...config, twoFaBot }, 200, { 'cache-control': 'no-cache' });
  },
});
