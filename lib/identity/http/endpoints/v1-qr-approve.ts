import { UPSTREAM } from '../../../schemas/upstream';
import { approveQrLogin } from '../../domain/qr/approve-qr-login';
import { defineEndpoint } from '../define-endpoint';

/** POST /v1/qr/approve — a logged-in device approves the QR login showing `code`. */
export const qrApproveEndpoint = defineEndpoint(UPSTREAM.qrApprove, {
  auth: 'bearer',
  tag: 'qr',
  summary: 'Approve a QR login',
  errors: ['invalid_token', 'invalid_request', 'validation_error', 'incorrect_code', 'too_many_requests'],
  async handle({ ctx, session, body, ip }) {
    return approveQrLogin(ctx, session!, { code: body.code, ip });
  },
});
