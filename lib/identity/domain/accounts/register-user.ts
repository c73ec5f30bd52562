import { randomUUID } from 'node:crypto';

import { supportedLocale } from '../../../i18n/locales';
import type { TRegistrationSchema } from '../../../schemas/registration';
import { audit } from '../../audit/audit';
import { requireCaptcha } from '../../captcha/require-captcha';
import { hashPassword } from '../../crypto/password-hash';
import { findUserByEmailKey, findUserByInviteCode, insertUser, type User } from '../../db/queries/users';
import { isUniqueViolation } from '../../db/unique-violation';
import type { IdentityContext } from '../../identity-context';
import { IdentityError, validationError } from '../../identity-error';
import { refuseCommonPassword } from '../passwords/common-passwords';
import { parseApplication } from '../tokens/applications';
import { queueCodeMail } from '../two-factor/queue-code-mail';
import { emailKey } from './email-key';
import { generateInviteCode } from './generate-invite-code';

export type RegisterUserInput = TRegistrationSchema & { ip: string };

/** `POST /v1/registration`: one transaction writes the account, its confirmation code and the mail. */
export async function registerUser(ctx: IdentityContext, input: RegisterUserInput): Promise<void> {
  if (!ctx.config.registrationWithoutReferral && !input.inviteCode)
    throw validationError({ inviteCode: ['required'] });
  refuseCommonPassword(input.password, 'password');
  const application = parseApplication(input.application);
  const registrations = await ctx.limits.count('registrationsByIp', input.ip);
  if (registrations >= ctx.config.abuse.captchaAfterRegistrationsPerAddress) {
    await requireCaptcha(ctx, input.googleRecaptchaV2, input.ip);
  }
  const sponsor = input.inviteCode ? await findSponsor(ctx, input.inviteCode) : undefined;
  await ctx.limits.increment('registrationsByIp', input.ip);
  // SPEC §8 lets registration say the e-mail is taken; saying it before hashing saves the argon2 work.
  if (await findUserByEmailKey(ctx.db, emailKey(input.email))) throw new IdentityError('email_occupied');

  const passwordHash = await hashPassword(input.password);
  const now = ctx.now();
  const user = {
    id: randomUUID(),
    email: input.email,
    email_key: emailKey(input.email),
    first_name: input.firstName,
    last_name: input.lastName,
    language: supportedLocale(input.language),
  };
  try {
    await ctx.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        ...user,
        password_hash: passwordHash,
        nationality_id: input.nationalityId,
        application,
        invite_code: generateInviteCode(),
        sponsor_id: sponsor?.id ?? null,
        invite_blocked: 0,
        selfie_required: 0,
        verified: 0,
        email_confirmed_at: null,
        created_at: now,
        updated_at: now,
      });
      await queueCodeMail(trx, ctx.config, { kind: 'confirm_email', user, application, now });
    });
  } catch (error) {
    // SPEC §8 lets registration say the e-mail is taken; the UNIQUE index decides races.
    if (isUniqueViolation(error) && (await findUserByEmailKey(ctx.db, user.email_key))) {
      throw new IdentityError('email_occupied');
    }
    throw error;
  }
  audit(ctx, 'account.registered', { accountId: user.id });
  void ctx.mailer.kick();
}

/** The sponsor behind an invite code: unknown → incorrect_invite_code, blocked → blocked_invite_code. */
export async function findSponsor(ctx: IdentityContext, inviteCode: string): Promise<User> {
  const sponsor = await findUserByInviteCode(ctx.db, inviteCode.trim().toUpperCase());
  if (!sponsor) throw new IdentityError('incorrect_invite_code');
  if (sponsor.invite_blocked) throw new IdentityError('blocked_invite_code');
  return sponsor;
}
