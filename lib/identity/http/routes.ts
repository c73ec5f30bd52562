import { isOidcPath } from '../oidc/oidc-paths';
import { pathPattern, type AnswerHandler, type Endpoint } from './define-endpoint';
import { adminEndpoints } from './endpoints/admin-v1';
import { configEndpoint } from './endpoints/config';
import { oauthCheckTokenEndpoint } from './endpoints/oauth-check-token';
import { oauthQrGenerateEndpoint } from './endpoints/oauth-qr-generate';
import { oauthRedirectUrlEndpoint } from './endpoints/oauth-redirect-url';
import { oauthTokenEndpoint } from './endpoints/oauth-token';
import { oauthTokenRevokeEndpoint } from './endpoints/oauth-token-revoke';
import { captchaChallengeEndpoint } from './endpoints/v1-captcha-challenge';
import { countriesRegistrationEndpoint, countriesVerificationEndpoint } from './endpoints/v1-countries';
import {
  documentDeleteEndpoint,
  documentFileEndpoint,
  documentSaveEndpoint,
  documentsEndpoint,
  documentUploadEndpoint,
} from './endpoints/v1-documents';
import { unlockConfirmEndpoint, unlockRequestEndpoint } from './endpoints/v1-login-unlock';
import { oidcInteractionEndpoint } from './endpoints/v1-oidc-interaction';
import { createOpenApiEndpoint } from './endpoints/v1-openapi';
import {
  passkeyRegistrationOptionsEndpoint,
  passkeyRegistrationVerifyEndpoint,
  passkeyRemoveEndpoint,
  passkeyRenameEndpoint,
  passkeysEndpoint,
  passkeySignInEndpoint,
  passkeySignInOptionsEndpoint,
  recoveryCodeCountEndpoint,
  recoveryCodesRegenerateEndpoint,
} from './endpoints/v1-passkeys';
import { passwordEndpoint } from './endpoints/v1-password';
import { passwordResetEndpoint } from './endpoints/v1-password-reset';
import { passwordResetConfirmEndpoint } from './endpoints/v1-password-reset-confirm';
import { qrApproveEndpoint } from './endpoints/v1-qr-approve';
import { qrInfoEndpoint } from './endpoints/v1-qr-info';
import { reauthCodeEndpoint, reauthEndpoint, reauthStatusEndpoint } from './endpoints/v1-reauth';
import { referralInfoEndpoint } from './endpoints/v1-referral-info';
import { registrationEndpoint } from './endpoints/v1-registration';
import { registrationConfirmEndpoint } from './endpoints/v1-registration-confirm';
import { registrationResendEndpoint } from './endpoints/v1-registration-confirm-resend';
import { sessionProductsEndpoint } from './endpoints/v1-session-products';
import {
  accountDeleteEndpoint,
  accountExportEndpoint,
  cancelDeletionEndpoint,
  notMeEndpoint,
  sessionEndEndpoint,
  sessionProductEndEndpoint,
  sessionsEndOthersEndpoint,
  sessionsEndpoint,
  signInsEndpoint,
} from './endpoints/v1-sessions';
import { telegramWebhookEndpoint } from './endpoints/v1-telegram-webhook';
import {
  twoFaAvailableEndpoint,
  twoFaConfirmEndpoint,
  twoFaCreateEndpoint,
  twoFaDeactivateConfirmEndpoint,
  twoFaDeactivateEndpoint,
  twoFaOnlyDeactivateEndpoint,
  twoFaTokensEndpoint,
} from './endpoints/v1-two-fa';
import { userEndpoint } from './endpoints/v1-user';
import {
  verificationsEndpoint,
  verificationsStartEndpoint,
  verificationVerifyEndpoint,
} from './endpoints/v1-verifications';
import { jsonAnswer } from './json-answer';

/**
 * The route table: the identity service's one HTTP surface. The Node entry (server/main.ts) serves it
 * for `npm start` and `npm run dev`, the test servers through the same dispatch, and /v1/openapi.json
 * is generated from it.
 */
export const ENDPOINTS: readonly Endpoint[] = [
  configEndpoint,
  oauthTokenEndpoint,
  oauthTokenRevokeEndpoint,
  oauthCheckTokenEndpoint,
  oauthRedirectUrlEndpoint,
  oauthQrGenerateEndpoint,
  userEndpoint,
  unlockRequestEndpoint,
  unlockConfirmEndpoint,
  passwordEndpoint,
  passwordResetEndpoint,
  passwordResetConfirmEndpoint,
  countriesVerificationEndpoint,
  countriesRegistrationEndpoint,
  registrationEndpoint,
  registrationConfirmEndpoint,
  registrationResendEndpoint,
  referralInfoEndpoint,
  qrApproveEndpoint,
  qrInfoEndpoint,
  captchaChallengeEndpoint,
  reauthStatusEndpoint,
  reauthEndpoint,
  reauthCodeEndpoint,
  oidcInteractionEndpoint,
  sessionProductsEndpoint,
  twoFaTokensEndpoint,
  twoFaAvailableEndpoint,
  twoFaOnlyDeactivateEndpoint,
  twoFaCreateEndpoint,
  twoFaConfirmEndpoint,
  twoFaDeactivateEndpoint,
  twoFaDeactivateConfirmEndpoint,
  sessionsEndpoint,
  signInsEndpoint,
  accountDeleteEndpoint,
  cancelDeletionEndpoint,
  notMeEndpoint,
  accountExportEndpoint,
  sessionsEndOthersEndpoint,
  sessionEndEndpoint,
  sessionProductEndEndpoint,
  passkeyRegistrationOptionsEndpoint,
  passkeyRegistrationVerifyEndpoint,
  passkeySignInOptionsEndpoint,
  passkeySignInEndpoint,
  passkeysEndpoint,
  passkeyRenameEndpoint,
  passkeyRemoveEndpoint,
  recoveryCodeCountEndpoint,
  recoveryCodesRegenerateEndpoint,
  telegramWebhookEndpoint,
  documentsEndpoint,
  documentSaveEndpoint,
  documentUploadEndpoint,
  documentDeleteEndpoint,
  documentFileEndpoint,
  verificationsEndpoint,
  verificationsStartEndpoint,
  verificationVerifyEndpoint,
  ...adminEndpoints,
  createOpenApiEndpoint(() => ENDPOINTS),
];

const notFound: AnswerHandler = async () => jsonAnswer({ errors: [{ code: 'not_found' }] }, 404);
const methodNotAllowed: AnswerHandler = async () =>
  jsonAnswer({ errors: [{ code: 'invalid_request' }] }, 405);

/**
 * The path prefixes the service answers under (`/oauth`, `/v1`, `/admin`, `/config`), taken from the
 * table itself: everything else is Next's (pages and the BFF).
 */
const PREFIXES = new Set(ENDPOINTS.map((endpoint) => endpoint.path.split('/')[1]));

/** Whether a path is the identity service's to answer (its 404 and 405 included; the OpenID provider's). */
export function isIdentityPath(pathname: string): boolean {
  return PREFIXES.has(pathname.split('/')[1]) || isOidcPath(pathname);
}

const PATTERNS = new Map(ENDPOINTS.map((endpoint) => [endpoint, pathPattern(endpoint.path)]));

const BY_PATH = new Map<string, Endpoint[]>();
for (const endpoint of ENDPOINTS)
  BY_PATH.set(endpoint.path, [...(BY_PATH.get(endpoint.path) ?? []), endpoint]);

/** The endpoints serving a concrete path: its plain path if there is one, else a matching template. */
function endpointsAt(pathname: string): Endpoint[] {
  return BY_PATH.get(pathname) ?? ENDPOINTS.filter((endpoint) => PATTERNS.get(endpoint)?.test(pathname));
}

/** The path template of the endpoint serving `pathname` (`/v1/verifications/{id}/verify`), or null. */
export function routeTemplateOf(pathname: string): string | null {
  return endpointsAt(pathname)[0]?.path ?? null;
}

/** The handler for a request in the Node entry: the endpoint's, 405, or 404. */
export function routeRequest(method: string, pathname: string): AnswerHandler {
  const matching = endpointsAt(pathname);
  if (matching.length === 0) return notFound;
  return matching.find((endpoint) => endpoint.method === method)?.serve ?? methodNotAllowed;
}
