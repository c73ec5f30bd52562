import { UPSTREAM } from '../../../schemas/upstream';
import { cancelAccountDeletion, requestAccountDeletion } from '../../domain/accounts/account-deletion';
import { exportAccountData } from '../../domain/accounts/export-account-data';
import { confirmNotMe } from '../../domain/sessions/confirm-not-me';
import { listSessions } from '../../domain/sessions/list-sessions';
import { signInHistory } from '../../domain/sessions/sign-in-history';
import { signOutDevice, signOutOtherDevices } from '../../domain/sessions/sign-out-device';
import { defineEndpoint } from '../define-endpoint';

/** GET /v1/sessions — the devices signed in to the account and the products each reached. */
export const sessionsEndpoint = defineEndpoint(UPSTREAM.sessions, {
  auth: 'bearer',
  tag: 'sessions',
  summary: 'Signed-in devices',
  description:
    'One entry per signed-in browser or app (a portal session): browser and system from its User-Agent, a ' +
    'coarse network (`203.0.x.x`, never the full address), how it signed in, first and last seen, the ' +
    "linked products it reached; `current` marks the caller's own.",
  errors: ['invalid_token'],
  handle: async ({ ctx, session }) => ({ sessions: await listSessions(ctx, session!) }),
});

/** POST /v1/not-me — "Not me" on a new-device alert. */
export const notMeEndpoint = defineEndpoint(UPSTREAM.notMe, {
  auth: 'none',
  tag: 'sessions',
  summary: '"Not me": lock out a sign-in the owner did not make',
  description:
    "The code of a new-device alert's link, and nothing else: no password or code is asked. Every portal " +
    'session and product token of the account ends at once, trusted browsers are forgotten, and the next ' +
    'password sign-in answers password_reset_required until a new password is set (reset link). Once per link.',
  errors: ['invalid_request', 'validation_error', 'invalid_confirmation_code', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    await confirmNotMe(ctx, { code: body.code, ip });
    return {};
  },
});

/** GET /v1/account/export — "Download my data". */
export const accountExportEndpoint = defineEndpoint(UPSTREAM.accountExport, {
  auth: 'bearer',
  stepUp: true,
  tag: 'sessions',
  summary: 'Download my data (ZIP)',
  description:
    'profile.json, sign-ins.json, documents.json and documents/ with every uploaded file, as one ' +
    '`application/zip` attachment. At most one a day per account (too_many_requests).',
  errors: ['invalid_token', 'too_many_requests'],
  async handle({ ctx, session }) {
    const zip = await exportAccountData(ctx, session!);
    return new Response(Buffer.from(zip), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': 'attachment; filename="passport-data.zip"',
        'Content-Length': String(zip.byteLength),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  },
});

/** GET /v1/sign-ins — the account's sign-in history. */
export const signInsEndpoint = defineEndpoint(UPSTREAM.signIns, {
  auth: 'bearer',
  tag: 'sessions',
  summary: 'Sign-in history',
  description:
    'Newest first: each sign-in with its method (password, second_factor, qr, passkey, recovery_code), and ' +
    'failed attempts at the account in a row as one entry with their `count`. Browser and system, a coarse ' +
    'network; never a password or a full address.',
  errors: ['invalid_token'],
  handle: async ({ ctx, session }) => ({ entries: await signInHistory(ctx, session!) }),
});

/** DELETE /v1/sessions/{id} — sign one device out. */
export const sessionEndEndpoint = defineEndpoint(UPSTREAM.sessionEnd, {
  auth: 'bearer',
  stepUp: true,
  tag: 'sessions',
  summary: 'Sign a device out',
  description:
    'Revokes the portal session and every product token it minted at once: its next page lands on login and ' +
    "the products' `check_token` answers inactive. An unknown id, an ended one or another account's is not_found.",
  errors: ['invalid_token', 'invalid_request', 'not_found'],
  handle: ({ ctx, session, params }) => signOutDevice(ctx, session!, { id: params.id }),
});

/** DELETE /v1/sessions/{id}/products/{application} — sign a device out of one product. */
export const sessionProductEndEndpoint = defineEndpoint(UPSTREAM.sessionProductEnd, {
  auth: 'bearer',
  stepUp: true,
  tag: 'sessions',
  summary: 'Sign a device out of one product',
  description:
    'Revokes the product tokens that device minted for that application; the device stays signed in to the ' +
    'portal and to other products. not_found when the device has none.',
  errors: ['invalid_token', 'invalid_request', 'not_found'],
  handle: ({ ctx, session, params }) => signOutDevice(ctx, session!, params),
});

/** POST /v1/sessions/sign-out-others — every device but the caller's. */
export const sessionsEndOthersEndpoint = defineEndpoint(UPSTREAM.sessionsEndOthers, {
  auth: 'bearer',
  stepUp: true,
  tag: 'sessions',
  summary: 'Sign out every other device',
  description:
    "Every portal session but the caller's, and every product token not minted from the caller's session.",
  errors: ['invalid_token', 'invalid_request'],
  handle: ({ ctx, session }) => signOutOtherDevices(ctx, session!),
});

/** POST /v1/account/delete — "Delete my account". */
export const accountDeleteEndpoint = defineEndpoint(UPSTREAM.accountDelete, {
  auth: 'bearer',
  stepUp: true,
  tag: 'sessions',
  summary: 'Delete my account',
  description:
    "The account's e-mail, typed again, confirms. Every portal session and product token ends at once " +
    '(products hear of it by back-channel logout), sign-in answers account_deletion_pending, and a mail in ' +
    "the owner's language (and the bot, when Telegram is the second factor) carries a cancel link valid " +
    'for ACCOUNT_DELETION_GRACE_DAYS; then the account is erased as `admin users delete` does (documents ' +
    'under DOCUMENT_RETENTION_DAYS stay until it ends). ' +
    "validation_error when the e-mail is not the account's.",
  errors: ['invalid_token', 'validation_error'],
  async handle({ ctx, session, body }) {
    const { erasedAt } = await requestAccountDeletion(ctx, session!, body);
    return { erasedAt: new Date(erasedAt).toISOString() };
  },
});

/** POST /v1/account/cancel-deletion — the mailed cancel link. */
export const cancelDeletionEndpoint = defineEndpoint(UPSTREAM.cancelDeletion, {
  auth: 'none',
  tag: 'sessions',
  summary: 'Cancel an account deletion',
  description:
    "The code of the deletion mail's link: during the grace period the account is whole again; its " +
    'sessions stay ended (the owner signs in or resets the password). Once per link.',
  errors: ['invalid_request', 'validation_error', 'invalid_confirmation_code', 'too_many_requests'],
  async handle({ ctx, body, ip }) {
    await cancelAccountDeletion(ctx, { code: body.code, ip });
    return {};
  },
});
