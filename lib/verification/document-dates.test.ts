import { PASSPORT_MIN_VALIDITY_MS } from '../policy';
import {
  DATE_RULES,
  earliestExpireDate,
  isoDate,
  latestBirthday,
  latestIssueDate,
  parseIsoDate,
} from './document-dates';

const at = (iso: string) => Date.parse(iso);

describe('passport date rules (SPEC §5)', () => {
  it('reads real calendar dates only', () => {
    expect(parseIsoDate('2024-02-29')).toBe(at('2024-02-29T00:00:00Z'));
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-13-01')).toBeNull();
    expect(parseIsoDate('23-01-01')).toBeNull();
    expect(parseIsoDate('')).toBeNull();
  });

  it('18 years today is old enough, one day less is not (29 February counts as the 28th)', () => {
    const now = at('2026-06-15T10:00:00Z');
    expect(latestBirthday(now)).toBe('2008-06-15');
    expect(DATE_RULES.birthday.ok('2008-06-15', now)).toBe(true);
    expect(DATE_RULES.birthday.ok('2008-06-16', now)).toBe(false);
    expect(latestBirthday(at('2026-02-28T12:00:00Z'))).toBe('2008-02-28');
    expect(latestBirthday(at('2028-02-29T12:00:00Z'))).toBe('2010-02-28');
  });

  it('an issue date is yesterday at the latest', () => {
    const now = at('2026-01-01T00:30:00Z');
    expect(latestIssueDate(now)).toBe('2025-12-31');
    expect(DATE_RULES.issueDate.ok('2025-12-31', now)).toBe(true);
    expect(DATE_RULES.issueDate.ok('2026-01-01', now)).toBe(false);
  });

  it('an expiry is at least 15552000000 ms away: the first allowed date is about 181 days ahead', () => {
    const now = at('2026-01-10T09:00:00Z');
    const first = earliestExpireDate(now);
    expect(Date.parse(first) - now).toBeGreaterThanOrEqual(PASSPORT_MIN_VALIDITY_MS);
    expect(Date.parse(first) - now).toBeLessThan(PASSPORT_MIN_VALIDITY_MS + 24 * 60 * 60 * 1000);
    expect(first).toBe(isoDate(now + 181 * 24 * 60 * 60 * 1000));
    expect(DATE_RULES.expireDate.ok(first, now)).toBe(true);
    expect(DATE_RULES.expireDate.ok(isoDate(Date.parse(first) - 1), now)).toBe(false);
    // At midnight exactly, 180 days is enough.
    const midnight = at('2026-01-10T00:00:00Z');
    expect(earliestExpireDate(midnight)).toBe(isoDate(midnight + PASSPORT_MIN_VALIDITY_MS));
  });
});
