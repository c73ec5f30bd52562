import { UPSTREAM } from '../../../schemas/upstream';
import { getQrLoginInfo } from '../../domain/qr/get-qr-login-info';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/qr/info?code= — what the approval page shows: application and the requesting browser. */
export const qrInfoEndpoint = defineEndpoint(UPSTREAM.qrInfo, {
  auth: 'bearer',
  tag: 'qr',
  summary: 'Describe a pending QR login',
  errors: ['invalid_token', 'validation_error', 'incorrect_code', 'too_many_requests'],
  async handle({ ctx, query, ip }) {
    return getQrLoginInfo(ctx, { code: query.code, ip });
  },
});
