import { z } from 'zod';

import { generateQrLogin } from '../../domain/generate-qr-login';
import { defineEndpoint } from '../define-endpoint';

const ZQrGenerateQuerySchema = z.object({
  application: z.string().max(64, { error: 'max_length' }).optional(),
  browser: z
    .string({ error: 'required' })
    .min(16, { error: 'min_length' })
    .max(256, { error: 'max_length' })
    .describe('a random value the BFF keeps in this browser session; the qr_code grant must send it again'),
});

/** GET /oauth/qr/generate — a one-minute QR login payload bound to one browser (client Basic auth). */
export const oauthQrGenerateEndpoint = defineEndpoint({
  method: 'GET',
  path: '/oauth/qr/generate',
  style: 'oauth',
  auth: 'client',
  tag: 'oauth',
  summary: 'Generate a QR login payload',
  description:
    "The `User-Agent` request header is kept to show on the approving phone; the BFF should forward the browser's.",
  query: ZQrGenerateQuerySchema,
  response: z.object({
    state: z.literal('success'),
    data: z.object({ payload: z.string(), ttl: z.number().int().describe('milliseconds') }),
  }),
  errors: ['access_denied', 'invalid_request', 'unsupported_application', 'too_many_requests'],
  async handle({ ctx, query, client, request, ip }) {
    const data = await generateQrLogin(ctx, {
      clientId: client!.id,
      application: query.application,
      browser: query.browser,
      userAgent: request.headers.get('user-agent'),
      ip,
    });
    return { state: 'success', data };
  },
});
