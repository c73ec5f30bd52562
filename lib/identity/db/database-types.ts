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
