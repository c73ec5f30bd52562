import { parseDuration, parseMoment, positional } from './cli-args';

describe('the admin CLI’s arguments', () => {
  it('takes positionals around options and their values', () => {
    expect(positional(['ada@example.com', '--action', 'account.suspended', '--yes', 'x'])).toEqual([
      'ada@example.com',
      'x',
    ]);
  });

  it('reads durations and moments, and refuses anything else', () => {
    expect(parseDuration('90s')).toBe(90_000);
    expect(parseDuration('24h')).toBe(86_400_000);
    expect(parseDuration('2 weeks')).toBeUndefined();
    const now = Date.UTC(2026, 6, 1);
    expect(parseMoment('1d', now)).toBe(now - 86_400_000);
    expect(parseMoment('1d', now, true)).toBe(now + 86_400_000);
    expect(parseMoment('2026-06-30T12:00Z', now)).toBe(Date.UTC(2026, 5, 30, 12));
    expect(parseMoment('yesterday', now)).toBeUndefined();
    expect(parseMoment('2026-13-45', now)).toBeUndefined();
  });
});
