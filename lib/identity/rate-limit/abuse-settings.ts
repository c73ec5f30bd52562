import { isIP } from 'node:net';
import proxyaddr from 'proxy-addr';

import { ALTCHA_DEFAULT_COST, ALTCHA_MAX_COST } from '../captcha/captcha-policy';
import {
  LOCK_AFTER_FAILED_LOGINS,
  LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES,
  LOGIN_CAPTCHA_AFTER_IP_FAILURES,
  REGISTRATION_CAPTCHA_AFTER,
} from '../identity-policy';
import { RATE_LIMITS, type LimitName, type LimitRule } from './rate-limit-policy';

/**
 * The abuse limits an operator tunes (README "Abuse limits"): today's values are the defaults, each
 * variable overrides only what it names, and a value that is not plainly right refuses the start.
 */
export type AbuseSettings = {
  limits: Record<LimitName, LimitRule>;
  /** Failed logins within 15 minutes after which each login needs a captcha: per e-mail, per address. */
  captchaAfterLoginFailuresPerEmail: number;
  captchaAfterLoginFailuresPerAddress: number;
  /** Sign-ups within an hour from one address after which each needs a captcha. */
  captchaAfterRegistrationsPerAddress: number;
  /** Consecutive failed logins (per e-mail, from untrusted browsers) that lock the account a while. */
  lockAfterFailedLogins: number;
  /** SHA-256 iterations per step of the proof-of-work captcha (CAPTCHA_COST): the solver's work, linearly. */
  captchaCost: number;
  /** Whether a visitor address (lib/http/visitor-address.ts' key) is exempt from per-address limits. */
  isExempt: (address: string) => boolean;
};

const MAX_POINTS = 1_000_000;
const MAX_WINDOW_S = 7 * 24 * 60 * 60;
/** At least 1: "a captcha always" would have to reach past the exempt addresses. */
const MIN_THRESHOLD = 1;
const MAX_THRESHOLD = 10_000;
/** An IPv6 visitor is counted by its /64 (visitor-address.ts), so a narrower exemption covers its /64. */
const IPV6_VISITOR_PREFIX = 64;

type Env = Record<string, string | undefined>;
type Parsed<T> = { value: T; problems: string[] };

/** `RATE_LIMITS=token=30/60,registration=10/3600`: points per window in seconds, by limit name. */
export function parseRateLimits(setting: string | undefined): Parsed<Record<LimitName, LimitRule>> {
  const value = { ...RATE_LIMITS } as Record<LimitName, LimitRule>;
  const problems: string[] = [];
  const names = Object.keys(RATE_LIMITS) as LimitName[];
  for (const entry of entries(setting)) {
    const match = /^([A-Za-z]+)=(\d{1,7})\/(\d{1,7})$/.exec(entry);
    const name = match?.[1] as LimitName | undefined;
    if (!match || !name || !names.includes(name)) {
      problems.push(
        `RATE_LIMITS entry "${entry}" is not NAME=POINTS/SECONDS with NAME one of ${names.join(', ')}.`,
      );
      continue;
    }
    const points = Number(match[2]);
    const durationS = Number(match[3]);
    if (points < 1 || points > MAX_POINTS || durationS < 1 || durationS > MAX_WINDOW_S) {
      problems.push(
        `RATE_LIMITS entry "${entry}": points must be 1–${MAX_POINTS} and seconds 1–${MAX_WINDOW_S}.`,
      );
      continue;
    }
    value[name] = { points, durationS };
  }
  return { value, problems };
}

/**
 * `RATE_LIMIT_EXEMPT`: IPv4 and IPv6 addresses and CIDR ranges, comma-separated. Matching is
 * proxy-addr's (the library TRUST_PROXY uses).
 */
export function parseExemptAddresses(setting: string | undefined): Parsed<(address: string) => boolean> {
  const ranges: string[] = [];
  const problems: string[] = [];
  for (const entry of entries(setting)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    const maxPrefix = family === 6 ? 128 : 32;
    const bits = prefix === undefined ? maxPrefix : /^\d{1,3}$/.test(prefix) ? Number(prefix) : NaN;
    if (family === 0 || extra !== undefined || !(bits >= 0 && bits <= maxPrefix)) {
      problems.push(
        `RATE_LIMIT_EXEMPT entry "${entry}" is not an IPv4 or IPv6 address or CIDR range (203.0.113.0/24, 2001:db8::/48).`,
      );
      continue;
    }
    ranges.push(family === 6 ? `${address}/${Math.min(bits, IPV6_VISITOR_PREFIX)}` : `${address}/${bits}`);
  }
  if (ranges.length === 0) return { value: () => false, problems };
  const matches = proxyaddr.compile(ranges);
  return {
    value: (address) => {
      // An IPv6 visitor's key is its /64 ("2001:db8:0:1::/64"): its first address stands for it.
      const plain = address.endsWith(`/${IPV6_VISITOR_PREFIX}`) ? address.slice(0, -3) : address;
      return isIP(plain) !== 0 && matches(plain, 0);
    },
    problems,
  };
}

function threshold(
  env: Env,
  name: string,
  fallback: number,
  [min, max] = [MIN_THRESHOLD, MAX_THRESHOLD],
): Parsed<number> {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return { value: fallback, problems: [] };
  const value = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= min && value <= max)) {
    return {
      value: fallback,
      problems: [`${name} is "${raw}": give a whole number from ${min} to ${max}.`],
    };
  }
  return { value, problems: [] };
}

/** The settings, and one line per problem (empty when the configuration is usable). */
export function readAbuseSettings(env: Env): { settings: AbuseSettings; problems: string[] } {
  const limits = parseRateLimits(env.RATE_LIMITS);
  const exempt = parseExemptAddresses(env.RATE_LIMIT_EXEMPT);
  const perEmail = threshold(
    env,
    'CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL',
    LOGIN_CAPTCHA_AFTER_EMAIL_FAILURES,
  );
  const perAddress = threshold(
    env,
    'CAPTCHA_AFTER_LOGIN_FAILURES_PER_ADDRESS',
    LOGIN_CAPTCHA_AFTER_IP_FAILURES,
  );
  const registrations = threshold(env, 'CAPTCHA_AFTER_REGISTRATIONS_PER_ADDRESS', REGISTRATION_CAPTCHA_AFTER);
  const lock = threshold(env, 'LOCK_AFTER_FAILED_LOGINS', LOCK_AFTER_FAILED_LOGINS);
  const captchaCost = threshold(env, 'CAPTCHA_COST', ALTCHA_DEFAULT_COST, [1, ALTCHA_MAX_COST]);
  return {
    settings: {
      limits: limits.value,
      captchaAfterLoginFailuresPerEmail: perEmail.value,
      captchaAfterLoginFailuresPerAddress: perAddress.value,
      captchaAfterRegistrationsPerAddress: registrations.value,
      lockAfterFailedLogins: lock.value,
      captchaCost: captchaCost.value,
      isExempt: exempt.value,
    },
    problems: [
      ...limits.problems,
      ...exempt.problems,
      ...perEmail.problems,
      ...perAddress.problems,
      ...registrations.problems,
      ...lock.problems,
      ...captchaCost.problems,
    ],
  };
}

function entries(setting: string | undefined): string[] {
  return (setting ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}
