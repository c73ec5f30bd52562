import { z } from 'zod';

import { PRODUCT_GROUPS } from '../../../env';
import { publicConfig } from '../../domain/public-config';
import { defineEndpoint } from '../define-endpoint';
import { jsonResponse } from '../json-response';

const ZPublicConfigSchema = z.object({
  authClientId: z.string(),
  domainOauth: z.string(),
  domainPassportRest: z.string(),
  domainCdn: z.string(),
  twoFaBot: z.string().nullable(),
  googleApiKey: z.string().nullable(),
  recaptcha: z.string().nullable().describe('reCAPTCHA site key, or null when ALTCHA guards the gate'),
  captcha: z.enum(['recaptcha', 'altcha']),
  registrationWithoutReferral: z.enum(['true', 'false']),
  supportEmail: z.string(),
  backUrls: z.object(Object.fromEntries(PRODUCT_GROUPS.map((g) => [g, z.string()]))),
});

/** GET /config — public fields only, as a plain object (not wrapped in `data`). */
export const configEndpoint = defineEndpoint({
  method: 'GET',
  path: '/config',
  style: 'rest',
  auth: 'none',
  tag: 'config',
  summary: 'Public configuration',
  description: 'A plain object, not wrapped in `data`. Never holds the client secret.',
  response: ZPublicConfigSchema,
  errors: [],
  async handle() {
    return jsonResponse(publicConfig(), 200, { 'cache-control': 'no-cache' });
  },
});
