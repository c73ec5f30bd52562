import { addressKey } from '../../http/visitor-address';
import { parseExemptAddresses, parseRateLimits, readAbuseSettings } from './abuse-settings';
import { RATE_LIMITS } from './rate-limit-policy';

describe('abuse limits from the environment', () => {
  it("keeps today's values when nothing is set", () => {
    const { settings, problems } = readAbuseSettings({});
    expect(problems).toEqual([]);
    expect(settings.limits).toEqual(RATE_LIMITS);
    expect(settings).toMatchObject({
      captchaAfterLoginFailuresPerEmail: 3,
      captchaAfterLoginFailuresPerAddress: 20,
      captchaAfterRegistrationsPerAddress: 3,
      lockAfterFailedLogins: 10,
    });
    expect(settings.isExempt('203.0.113.7')).toBe(false);
  });

  it('overrides only the limits RATE_LIMITS names', () => {
    const { value, problems } = parseRateLimits(' token=5/10 , registration=100/86400');
    expect(problems).toEqual([]);
    expect(value.token).toEqual({ points: 5, durationS: 10 });
    expect(value.registration).toEqual({ points: 100, durationS: 86400 });
    expect(value.code).toEqual(RATE_LIMITS.code);
  });

  it('refuses a RATE_LIMITS entry that is unknown, malformed or out of range, one line each', () => {
    const { problems } = parseRateLimits('tokens=5/10,token=5,token=0/60,code=5/9999999,token=-1/60');
    expect(problems).toHaveLength(5);
    expect(problems[0]).toMatch(
      /^RATE_LIMITS entry "tokens=5\/10" is not NAME=POINTS\/SECONDS with NAME one of token, /,
    );
    expect(problems[2]).toMatch(/"token=0\/60": points must be 1–/);
  });

  it('reads the thresholds, and refuses what is not a whole number in range', () => {
    const env = {
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL: '5',
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS: '1',
      CAPTCHA_AFTER_REGISTRATIONS_PER_ADDRESS: '10',
      LOCK_AFTER_FAILED_LOGINS: '6',
    };
    expect(readAbuseSettings(env).settings).toMatchObject({
      captchaAfterLoginFailuresPerEmail: 5,
      captchaAfterLoginFailuresPerAddress: 1,
      captchaAfterRegistrationsPerAddress: 10,
      lockAfterFailedLogins: 6,
    });
    const bad = readAbuseSettings({
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL: 'three',
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS: '2.5',
      LOCK_AFTER_FAILED_LOGINS: '0',
    }).problems;
    expect(bad).toEqual([
      'CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL is "three": give a whole number from 1 to 10000.',
      'CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS is "2.5": give a whole number from 1 to 10000.',
      'LOCK_AFTER_FAILED_LOGINS is "0": give a whole number from 1 to 10000.',
    ]);
  });

  it('reads the proof-of-work cost, 1 by default, and refuses one a phone could not pay', () => {
    expect(readAbuseSettings({}).settings.captchaCost).toBe(1);
    expect(readAbuseSettings({ CAPTCHA_COST: '20' }).settings.captchaCost).toBe(20);
    expect(readAbuseSettings({ CAPTCHA_COST: '0' }).problems).toEqual([
      'CAPTCHA_COST is "0": give a whole number from 1 to 100.',
    ]);
    expect(readAbuseSettings({ CAPTCHA_COST: '500' }).problems).toHaveLength(1);
  });

  it('exempts IPv4 and IPv6 addresses and ranges, as the visitor keys name them', () => {
    const { value: isExempt, problems } = parseExemptAddresses(
      '198.51.100.7, 203.0.113.0/24, 2001:db8:aa::/48, 2001:db8:ff:1::5',
    );
    expect(problems).toEqual([]);
    expect(isExempt('198.51.100.7')).toBe(true);
    expect(isExempt('198.51.100.8')).toBe(false);
    expect(isExempt('203.0.113.200')).toBe(true);
    expect(isExempt('203.0.114.1')).toBe(false);
    expect(isExempt(addressKey('2001:db8:aa:7::1'))).toBe(true);
    expect(isExempt(addressKey('2001:db8:ab::1'))).toBe(false);
    // A single IPv6 address exempts its /64: that is the unit an IPv6 visitor is counted in.
    expect(isExempt(addressKey('2001:db8:ff:1::9'))).toBe(true);
    expect(isExempt(addressKey('2001:db8:ff:2::5'))).toBe(false);
    expect(isExempt('unknown')).toBe(false);
  });

  it('refuses an exempt entry that is not an address or CIDR range', () => {
    const { problems } = parseExemptAddresses('10.0.0.0/33,office,10.0.0.1/8/1,::1/129,2001:db8::/x');
    expect(problems).toHaveLength(5);
    expect(problems[1]).toBe(
      'RATE_LIMIT_EXEMPT entry "office" is not an IPv4 or IPv6 address or CIDR range (203.0.113.0/24, 2001:db8::/48).',
    );
  });
});
