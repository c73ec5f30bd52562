import { MIN_AGE_YEARS, PASSPORT_MIN_VALIDITY_MS } from '../policy';

/**
 * The passport date rules of SPEC §5, on calendar dates (`YYYY-MM-DD`) read in UTC, so the browser's
 * date inputs and the identity service draw the same lines whatever the time zones.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
/** No document in use was issued, and no holder born, before this. */
export const EARLIEST_DATE = '1900-01-01';

/** `YYYY-MM-DD` of an instant, in UTC. */
export function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** UTC midnight of a real calendar date, or null (2023-02-30 is not one). */
export function parseIsoDate(value: string): number | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  return isoDate(ms) === value && year >= 1000 ? ms : null;
}

/** The latest birthday of someone who is 18 today (SPEC §5 min_age; 29 February counts as 28th). */
export function latestBirthday(now: number): string {
  const today = new Date(now);
  const year = today.getUTCFullYear() - MIN_AGE_YEARS;
  const month = today.getUTCMonth();
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return isoDate(Date.UTC(year, month, Math.min(today.getUTCDate(), lastDay)));
}

/** The latest issue date: yesterday (SPEC §5 issue_date). */
export function latestIssueDate(now: number): string {
  return isoDate(now - DAY_MS);
}

/**
 * The first expiry date at least PASSPORT_MIN_VALIDITY_MS (about 180 days) from now: what the picker
 * opens on, about 181 days ahead (SPEC §5 expire_date).
 */
export function earliestExpireDate(now: number): string {
  return isoDate(Math.ceil((now + PASSPORT_MIN_VALIDITY_MS) / DAY_MS) * DAY_MS);
}

/** Each date rule as a check on a valid date string; the code is the SPEC §8 code it fails with. */
export const DATE_RULES = {
  birthday: { code: 'min_age', ok: (date: string, now: number) => date <= latestBirthday(now) },
  issueDate: { code: 'issue_date', ok: (date: string, now: number) => date <= latestIssueDate(now) },
  expireDate: {
    code: 'expire_date',
    ok: (date: string, now: number) => date >= earliestExpireDate(now),
  },
} as const;

export type DateField = keyof typeof DATE_RULES;

/** The bounds of the passport's date inputs on a given day (a page left open overnight: the server decides). */
export type DateBounds = { birthday: string; issue: string; expire: string };

export function dateBounds(now: number): DateBounds {
  return { birthday: latestBirthday(now), issue: latestIssueDate(now), expire: earliestExpireDate(now) };
}
