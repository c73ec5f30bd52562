import { randomUUID } from 'node:crypto';

import { supportedLocale } from '../../../i18n/locales';
import { ZUserImportRowSchema } from '../../../schemas/user-import';
import { legacyCheckCpuMs, legacyCostKey, legacyHashKind } from '../../crypto/legacy-password-hash';
import { findUserByEmailKey, findUserByInviteCode, insertUser, setUserSponsor } from '../../db/queries/users';
import { isUniqueViolation } from '../../db/unique-violation';
import type { IdentityContext } from '../../identity-context';
import { LEGACY_VERIFY_BUDGET_MS } from '../../identity-policy';
import { forgetLegacyHashesPending } from '../sign-in/check-login-password';
import { emailKey } from './email-key';
import { generateInviteCode } from './generate-invite-code';

export type ImportProblem = { line: number; reason: string };

export type ImportReport = {
  imported: number;
  /** Rows whose e-mail already has an account (in the portal, or earlier in the file): left as they are. */
  existing: ImportProblem[];
  /** Rows that could not be read: not JSON, a missing or invalid field, a hash of no accepted form. */
  invalid: ImportProblem[];
  /** Imported rows whose sponsor was found nowhere: the user came in without one. */
  sponsorsNotFound: ImportProblem[];
};

const INVITE_CODE_TRIES = 5;

/**
 * Brings an existing user base in (`admin users import FILE`, JSON Lines, lib/schemas/user-import.ts).
 * Passwords stay as the old system hashed them — the user logs in with the old password, and that
 * first login replaces the hash with our argon2id. A hash whose one check costs more than
 * LEGACY_VERIFY_BUDGET_MS of CPU here is refused: such checks would slow every login (issue 19). Nothing is mailed. Sponsors are linked after every
 * row is in, so a sponsor may come later in the file than the users it referred.
 */
export async function importUsers(ctx: IdentityContext, lines: AsyncIterable<string>): Promise<ImportReport> {
  const report: ImportReport = { imported: 0, existing: [], invalid: [], sponsorsNotFound: [] };
  const referrals: { line: number; userId: string; sponsor: string }[] = [];
  // CPU milliseconds of one check, per distinct kind and parameters (legacyCostKey).
  const costs = new Map<string, number>();
  let number = 0;
  for await (const text of lines) {
    number += 1;
    if (!text.trim()) continue;
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      report.invalid.push({ line: number, reason: 'not a JSON object' });
      continue;
    }
    const parsed = ZUserImportRowSchema.safeParse(json);
    if (!parsed.success) {
      const reason = parsed.error.issues.map((i) => `${i.path.join('.') || 'row'}: ${i.message}`).join(', ');
      report.invalid.push({ line: number, reason });
      continue;
    }
    const row = parsed.data;
    if (!legacyHashKind(row.passwordHash)) {
      report.invalid.push({
        line: number,
        reason: 'passwordHash: not an accepted bcrypt, argon2, scrypt or PBKDF2 form',
      });
      continue;
    }
    const costKey = legacyCostKey(row.passwordHash)!;
    if (!costs.has(costKey)) {
      costs.set(costKey, await legacyCheckCpuMs(row.passwordHash, LEGACY_VERIFY_BUDGET_MS));
    }
    const cost = costs.get(costKey)!;
    if (cost > LEGACY_VERIFY_BUDGET_MS) {
      report.invalid.push({
        line: number,
        reason:
          `passwordHash: one check takes ${Math.round(cost)} ms of CPU, over the ` +
          `${LEGACY_VERIFY_BUDGET_MS} ms budget (every login would wait for such checks)`,
      });
      continue;
    }
    const key = emailKey(row.email);
    if (await findUserByEmailKey(ctx.db, key)) {
      report.existing.push({ line: number, reason: 'an account with this e-mail exists' });
      continue;
    }
    const id = await insertImported(ctx, key, row);
    if (!id) {
      report.existing.push({ line: number, reason: 'an account with this e-mail exists' });
      continue;
    }
    report.imported += 1;
    if (row.sponsor) referrals.push({ line: number, userId: id, sponsor: row.sponsor });
  }
  for (const referral of referrals) {
    const sponsor = referral.sponsor.includes('@')
      ? await findUserByEmailKey(ctx.db, emailKey(referral.sponsor))
      : await findUserByInviteCode(ctx.db, referral.sponsor.toUpperCase());
    if (sponsor && sponsor.id !== referral.userId) await setUserSponsor(ctx.db, referral.userId, sponsor.id);
    else report.sponsorsNotFound.push({ line: referral.line, reason: 'sponsor not found' });
  }
  forgetLegacyHashesPending();
  ctx.log.info(
    {
      event: 'users_imported',
      imported: report.imported,
      existing: report.existing.length,
      invalid: report.invalid.length,
    },
    'users imported',
  );
  return report;
}

/** Inserts one imported account; undefined when its e-mail was taken meanwhile. */
async function insertImported(
  ctx: IdentityContext,
  key: string,
  row: ReturnType<typeof ZUserImportRowSchema.parse>,
): Promise<string | undefined> {
  const now = ctx.now();
  const id = randomUUID();
  for (let attempt = 1; ; attempt++) {
    try {
      await insertUser(ctx.db, {
        id,
        email: row.email,
        email_key: key,
        password_hash: row.passwordHash,
        first_name: row.firstName,
        last_name: row.lastName,
        nationality_id: row.country,
        language: supportedLocale(row.language),
        application: null,
        invite_code: generateInviteCode(),
        sponsor_id: null,
        invite_blocked: 0,
        selfie_required: 0,
        verified: 0,
        email_confirmed_at: row.confirmed ? now : null,
        created_at: now,
        updated_at: now,
      });
      return id;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      if (await findUserByEmailKey(ctx.db, key)) return undefined;
      // Otherwise the random invite code collided: draw another.
      if (attempt >= INVITE_CODE_TRIES) throw error;
    }
  }
}
