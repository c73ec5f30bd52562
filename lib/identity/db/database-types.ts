import type { Generated } from 'kysely';

import type { TDocumentType } from '../../schemas/documents';
import type { TAuthenticationStatus, TTwoFaType } from '../../schemas/oauth';
import type { TDocumentStatus } from '../../schemas/verification';

/**
 * The identity service's tables. Timestamps are epoch milliseconds (bigint columns, numbers in code);
 * booleans are 0/1 integers so one migration set fits SQLite and PostgreSQL.
 */
export interface UsersTable {
  id: string;
  email: string;
  /** Lower-cased, NFC-normalised e-mail; its UNIQUE index makes concurrent sign-ups create one account. */
  email_key: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  nationality_id: string;
  language: string;
  application: string | null;
  invite_code: string;
  sponsor_id: string | null;
  invite_blocked: number;
  selfie_required: number;
  verified: number;
  email_confirmed_at: number | null;
  created_at: number;
  updated_at: number;
  /** When an operator suspended the account (it cannot sign in), or null. */
  suspended_at: number | null;
  /** 1 after "Not me" on a new-device alert: the next sign-in must set a new password first. */
  password_reset_required: Generated<number>;
  /** The owner asked to delete the account: it is erased at this time unless cancelled; null otherwise. */
  deletion_due_at: number | null;
}

export interface AccessTokensTable {
  token_hash: string;
  user_id: string;
  client_id: string;
  status: TAuthenticationStatus;
  two_fa_type: TTwoFaType | null;
  scope: string;
  application: string | null;
  otp_attempts: number;
  created_at: number;
  expires_at: number;
  revoked_at: number | null;
  /** A linked product's token: the portal session it was minted from (null for a portal session). */
  parent_hash: string | null;
  /**
   * When the holder last proved who they are (the password, and the second factor when active): the
   * login, or a re-authentication. Sensitive changes need it recent (step-up); null: never proved.
   */
  authenticated_at: number | null;
  /** 1 for a linked product's token (minted from a session, or a group-bound client's): no portal operation. */
  product: number;
  /** The trusted browser (its device token's hash) a login came through, if any. */
  device_hash: string | null;
  /** A portal session's public id (the security centre's device); null for half and product tokens. */
  session_id: string | null;
  /** The signed-in browser's User-Agent, as the BFF forwarded it (at most 512 characters). */
  user_agent: string | null;
  /** A coarse network of the sign-in (`203.0.x.x`), never the full address. */
  place: string | null;
  /** How the session signed in (TSignInMethod: password, second_factor, qr, passkey, recovery_code). */
  sign_in_method: string | null;
  /** When the session last called the service (kept to the minute). */
  last_seen_at: number | null;
}

export interface CodesTable {
  code_hash: string;
  kind: string;
  user_id: string;
  application: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

export interface QrLoginsTable {
  payload_hash: string;
  client_id: string;
  application: string | null;
  browser_hash: string;
  user_agent: string | null;
  /** The address (as the server saw it) of the browser that asked for the QR. */
  requester_address: string | null;
  created_at: number;
  expires_at: number;
  approved_by: string | null;
  approved_at: number | null;
  used_at: number | null;
}

export interface MailOutboxTable {
  id: string;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  /** A sender claims a row by moving this into the future, so two processes never send it twice. */
  locked_until: number;
  sent_at: number | null;
  last_error: string | null;
}

export interface OAuthClientsTable {
  id: string;
  name: string;
  secret_hash: string;
  created_at: number;
  /** The product group a linked product's client is bound to (its tokens are that group's), or null. */
  product_group: string | null;
  /** The secret a rotation replaced, still accepted until `previous_secret_expires_at` (ms), or null. */
  previous_secret_hash: string | null;
  previous_secret_expires_at: number | null;
  /** OpenID Connect: the exact redirect URIs (a JSON array); null for a client of `?token=` only. */
  redirect_uris: string | null;
  /** JSON array of the URIs RP-initiated logout may return to, or null. */
  post_logout_redirect_uris: string | null;
  /** Where the product hears of a session's end (a signed logout_token), or null. */
  backchannel_logout_uri: string | null;
  /** Where the product's Standard Webhooks events go, or null. */
  webhook_url: string | null;
  /** The Standard Webhooks signing secret, sealed (it must be used, so it is not a hash). */
  webhook_secret: string | null;
  /** When the endpoint answered 410 Gone: no more events go there. */
  webhook_disabled_at: number | null;
}

/** The products (clients) a user has used: only they hear of the user's events. */
export interface ClientUsersTable {
  client_id: string;
  user_id: string;
  first_at: number;
}

/** The Standard Webhooks outbox: one row per event and product; its id is the `webhook-id` of every try. */
export interface WebhookDeliveriesTable {
  id: string;
  client_id: string;
  type: string;
  /** The JSON body, signed as sent. */
  payload: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  locked_until: number;
  delivered_at: number | null;
  failed_at: number | null;
  last_error: string | null;
}

/** oidc-provider's records, one per model and id (codes, tokens, grants, sessions, interactions). */
export interface OidcPayloadsTable {
  model: string;
  id: string;
  payload: string;
  grant_id: string | null;
  user_code: string | null;
  uid: string | null;
  expires_at: number | null;
  consumed_at: number | null;
}

/** The provider's signing keys (sealed private JWKs) and its cookie key; a retired key is still published. */
export interface OidcKeysTable {
  kid: string;
  use: 'sig' | 'cookie';
  secret: string;
  created_at: number;
  retired_at: number | null;
}

/** An OIDC grant and the portal session it rides on: the grant dies with the session. */
export interface OidcGrantsTable {
  grant_id: string;
  session_hash: string;
  user_id: string;
  client_id: string;
  /** The `sid` its id_tokens and logout_tokens carry. */
  sid: string;
  created_at: number;
}

/** The back-channel logout outbox: one row per product a session reached, retried until it answers. */
export interface LogoutDeliveriesTable {
  id: string;
  client_id: string;
  user_id: string;
  sid: string;
  uri: string;
  reason: string;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  locked_until: number;
  delivered_at: number | null;
  /** Given up (a 4xx, or too many tries). */
  failed_at: number | null;
  last_error: string | null;
}

/** What an operator did (the admin CLI, the moderation API): kept, unlike log lines. */
export interface AuditLogTable {
  id: string;
  /** ms since the epoch */
  at: number;
  /** An event of the audit catalogue (lib/identity/audit/audit.ts). */
  event: string;
  /** `admin_api`, or `cli:<operator>`. */
  actor: string;
  account_id: string | null;
  request_id: string | null;
  visitor: string | null;
  /** The event's further fields (audit.ts's closed list), as JSON, or null. */
  details: string | null;
}

export interface CaptchaUsesTable {
  id: string;
  expires_at: number;
}

/**
 * A second-factor method of an account: pending (active 0, `expires_at` set) until its first code is
 * confirmed, then active. `data`: the Telegram chat ID or the e-mail; `secret`: the TOTP secret,
 * sealed with TWO_FA_SECRET_KEY (lib/identity/crypto/secret-box.ts).
 */
export interface TwoFaTokensTable {
  id: string;
  user_id: string;
  type: TTwoFaType;
  data: string | null;
  secret: string | null;
  active: number;
  created_at: number;
  activated_at: number | null;
  expires_at: number | null;
  last_totp_step: number | null;
}

export type TwoFaPurpose = 'activate' | 'deactivate' | 'login' | 'reauth';

/**
 * One confirmation with its own tries: a sent code (only its keyed hash) or, for the authenticator,
 * none (`code_hash` null: the TOTP is checked). `session_hash` ties a login code to its half token.
 */
export interface TwoFaChallengesTable {
  id: string;
  user_id: string;
  purpose: TwoFaPurpose;
  type: TTwoFaType;
  token_id: string | null;
  session_hash: string | null;
  /** Where the code went (chat ID or e-mail), so a resend to the same place within a minute reuses it. */
  destination: string | null;
  code_hash: string | null;
  attempts: number;
  created_at: number;
  expires_at: number;
  used_at: number | null;
  /**
   * The daily budget the code was counted against: `device:<hash>` for a login from a trusted browser,
   * `login` for other logins, `account` for what a signed-in user asks for.
   */
  budget: string;
}

/** What happened to an account's security, and who did it ('user' or 'operator'). */
export interface SecurityEventsTable {
  id: string;
  user_id: string;
  kind: string;
  detail: string | null;
  actor: 'user' | 'operator';
  created_at: number;
}

/** Consecutive failed logins and the temporary lock, per e-mail key (known or not). */
export interface LoginGuardsTable {
  key: string;
  failures: number;
  /** How many times the key was locked since its last success: each lock lasts longer. */
  lockouts: number;
  locked_until: number | null;
  updated_at: number;
}

/** A browser that signed in to an account: its token lets it try past the lock, on a budget of its own. */
export interface TrustedDevicesTable {
  token_hash: string;
  user_id: string;
  failures: number;
  created_at: number;
  expires_at: number;
}

/** SPEC §3 verification documents: one per type and user. */
export interface DocumentsTable {
  id: string;
  user_id: string;
  document_type: TDocumentType;
  status: TDocumentStatus;
  /** The metadata as JSON (null for SELFIE). */
  metadata: string | null;
  created_at: number;
  updated_at: number;
  submitted_at: number | null;
  /** A checker claims an ASYNC document by moving this into the future. */
  check_locked_until: number;
  check_attempts: number;
  /** When the next check of an ASYNC document is due (retries back off). */
  check_due_at: number;
  /**
   * Set when the owner's account was erased under a legal retention duty (DOCUMENT_RETENTION_DAYS): the
   * row and its files stay until then, the account is gone. Null for a live account's document.
   */
  retained_until: number | null;
}

/** An uploaded file; `path` is relative to DATA_DIR/uploads and chosen by the service. */
export interface DocumentFilesTable {
  path: string;
  document_id: string;
  user_id: string;
  mime_type: 'image/jpeg' | 'image/png';
  size: number;
  width: number;
  height: number;
  created_at: number;
}

/** Every moderation decision, with who took it and when (DESIGN §3). */
export interface DocumentDecisionsTable {
  id: string;
  document_id: string;
  decision: 'APPROVED' | 'REJECTED';
  reason: string | null;
  decided_by: string;
  decided_at: number;
}

/** One sign-in or failed attempt at an account, for its owner's history (security centre). */
export interface SignInHistoryTable {
  id: string;
  user_id: string;
  at: number;
  outcome: 'success' | 'failure';
  method: string | null;
  user_agent: string | null;
  place: string | null;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
  codes: CodesTable;
  qr_logins: QrLoginsTable;
  mail_outbox: MailOutboxTable;
  oauth_clients: OAuthClientsTable;
  captcha_uses: CaptchaUsesTable;
  two_fa_tokens: TwoFaTokensTable;
  login_guards: LoginGuardsTable;
  trusted_devices: TrustedDevicesTable;
  two_fa_challenges: TwoFaChallengesTable;
  security_events: SecurityEventsTable;
  documents: DocumentsTable;
  document_files: DocumentFilesTable;
  document_decisions: DocumentDecisionsTable;
  audit_log: AuditLogTable;
  oidc_payloads: OidcPayloadsTable;
  oidc_keys: OidcKeysTable;
  oidc_grants: OidcGrantsTable;
  logout_deliveries: LogoutDeliveriesTable;
  client_users: ClientUsersTable;
  webhook_deliveries: WebhookDeliveriesTable;
  sign_in_history: SignInHistoryTable;
  passkeys: PasskeysTable;
  passkey_challenges: PasskeyChallengesTable;
  recovery_codes: RecoveryCodesTable;
}

/** A WebAuthn credential (a passkey): its id and public key as base64url, its signature counter. */
export interface PasskeysTable {
  id: string;
  user_id: string;
  public_key: string;
  counter: number;
  /** The authenticator's transports as JSON (`["internal","hybrid"]`), a hint for the browser. */
  transports: string | null;
  name: string;
  created_at: number;
  last_used_at: number | null;
}

/** A WebAuthn ceremony's challenge (its SHA-256), spent once. */
export interface PasskeyChallengesTable {
  challenge_hash: string;
  purpose: 'register' | 'authenticate';
  /** Registration: the account adding a passkey. */
  user_id: string | null;
  /** Sign-in: the SHA-256 of the browser binding the BFF keeps in that browser's session. */
  browser_hash: string | null;
  created_at: number;
  expires_at: number;
  used_at: number | null;
}

/** One single-use recovery code, as its keyed hash. */
export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  created_at: number;
  used_at: number | null;
}
