import { countCodesSince } from '../../db/queries/codes';
import type { IdentityContext } from '../../identity-context';
import { MAIL_CODES_PER_DAY } from '../../identity-policy';
import { queueCodeMailNow, type CodeMailOptions } from './queue-code-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a code mail unless the account already had MAIL_CODES_PER_DAY of that kind today (DESIGN §4
 * daily cap). Silent either way: the caller's answer must not tell whether a mail went out.
 */
export async function mailCodeWithinCap(
  ctx: IdentityContext,
  input: Omit<CodeMailOptions, 'now'>,
): Promise<void> {
  const now = ctx.now();
  const recent = await countCodesSince(ctx.db, input.user.id, input.kind, now - DAY_MS);
  if (recent >= MAIL_CODES_PER_DAY) return;
  await queueCodeMailNow(ctx, input);
}
