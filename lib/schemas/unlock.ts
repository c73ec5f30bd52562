import { z } from 'zod';

import { ZEmailSchema } from './email';
import { optionalText, ZCodeSchema } from './text';

/**
 * The owner's way past the login lock without an operator: a mailed, single-use, 15-minute link that
 * makes the browser opening it one the account trusts (the lock does not hold it). Asking for one
 * answers the same whether or not the address has an account.
 */
export const ZUnlockRequestSchema = z.object({
  email: ZEmailSchema,
  /** Demanded once an address was asked for often, as for reset links. */
  googleRecaptchaV2: optionalText(20_000),
});
export type TUnlockRequest = z.input<typeof ZUnlockRequestSchema>;

/** `POST /v1/login/unlock/confirm`: the code from the mailed link. */
export const ZUnlockConfirmSchema = z.object({ code: ZCodeSchema });

/** The trusted-device token for the browser; the portal's BFF keeps it in an httpOnly cookie. */
export const ZUnlockAnswerSchema = z.object({
  device_token: z.string().describe('send it as `device` with the password grant: the lock does not hold it'),
});
