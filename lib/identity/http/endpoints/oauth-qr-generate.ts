import { UPSTREAM } from '../../../schemas/upstream';
import { generateQrLogin } from '../../domain/qr/generate-qr-login';
import { boundApplication } from '../../domain/tokens/bound-application';
import { defineEndpoint } from '../define-endpoint';

/** GET /oauth/qr/generate — a one-minute QR login payload bound to one browser (client Basic auth). */
export const oauthQrGenerateEndpoint = defineEndpoint(UPSTREAM.qrGenerate, {
  auth: 'client',
  tag: 'oauth',
  summary: 'Generate a QR login payload',
  description:
    "The `User-Agent` request header is kept to show on the approving phone; the BFF should forward the browser's.",
  errors: ['access_denied', 'invalid_request', 'unsupported_application', 'too_many_requests'],
  async handle({ ctx, query, client, request, ip }) {
    return generateQrLogin(ctx, {
      clientId: client!.id,
      application: boundApplication(client!, query.application) ?? undefined,
      browser: query.browser,
      userAgent: request.headers.get('user-agent'),
      ip,
    });
  },
});
