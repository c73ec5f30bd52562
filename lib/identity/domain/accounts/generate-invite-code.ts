import { randomInt } from 'node:crypto';

import { INVITE_CODE_LENGTH } from '../../identity-policy';

// No 0/O or 1/I/L, so a code read aloud or typed from paper survives.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function generateInviteCode(): string {
  let code = '';
  for (let i = 0; i < INVITE_CODE_LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
}
