import { z } from 'zod';

import { ZCodeSchema } from '../../../schemas/text';
import { getQrLoginInfo } from '../../domain/get-qr-login-info';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/qr/info?code= — what the approval page shows: application and the requesting browser. */
export const qrInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/v1/qr/info',
  style: 'rest',
  auth: 'bearer',
  tag: 'qr',
  summary: 'Describe a pending QR login',
  query: z.object({ code: ZCodeSchema }),
  response: z.object({
    application: z.string().nullable(),
    applicationName: z.string().nullable(),
    userAgent: z.string().nullable(),
    createdAt: z.number().int().describe('epoch milliseconds'),
    expiresAt: z.number().int().describe('epoch milliseconds'),
  }),
  errors: ['invalid_token', 'validation_error', 'incorrect_code', 'too_many_requests'],
  async handle({ ctx, query, ip }) {
    return getQrLoginInfo(ctx, { code: query.code, ip });
  },
});
