import type { TTwoFaType } from '../schemas/oauth';

/**
 * Whether a wizard's ending page tells the truth to whoever opens its URL (issue 20 item 12).
 * 'Activated' holds while that method is the one on; '2FA deactivated' only while no method is on:
 * a visitor with another method on (or who never finished the wizard) is sent to the wizard instead.
 */
export function endingHolds(
  ending: { type: TTwoFaType; active: boolean },
  current: TTwoFaType | null,
): boolean {
  return ending.active ? current === ending.type : current === null;
}
