import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import type { IdentityContext } from '../../lib/identity/identity-context';
import { LOCK_MAX_MS, LOCK_STEP_MS } from '../../lib/identity/identity-policy';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp, type ApiResponse } from './api-client';
import { describeBackends } from './describe-backends';
import { registerConfirmed } from './flows';
import { serviceContext } from './in-process';

// The lock of the security issue: temporary and growing, the same for an unknown address as for a real
// account, and never in the way of a browser that signed in to the account before.
describeBackends('the login lock', (h) => {
  let ctx: IdentityContext | null;
  let clock = Date.now();
  const realNow = () => Date.now();

  beforeAll(async () => {
    ctx = await serviceContext(h().server);
  });
  beforeEach(() => {
    clock = Date.now();
    if (ctx) ctx.now = () => clock;
  });
  afterAll(() => {
    if (ctx) ctx.now = realNow;
  });

  // The captcha gate is tested on its own (login.test.ts); here it is kept out of the way so hundreds of
  // attempts stay fast: the e-mail's captcha counter is reset before each one.
  const attempt = async (username: string, password: string, device?: string): Promise<ApiResponse> => {
    await ctx?.limits.reset('loginFailuresByEmail', emailKey(username));
    return h().api.form(
      '/oauth/token',
      { grant_type: 'password', username, password, device },
      { ip: uniqueIp() },
    );
  };
  const fail = async (username: string, times: number) => {
    const answers: string[] = [];
    for (let i = 0; i < times; i++) answers.push((await attempt(username, 'Wrong1!aa')).body.error);
    return answers;
  };

  it('locks for a minute after 10 failures, a minute longer each time up to 15, and a success forgets', async () => {
    if (!ctx) return;
    const user = await registerConfirmed(h().server, h().api);
    expect(await fail(user.email, 10)).toEqual(Array(10).fill('bad_credentials'));
    // The right password does not get in while locked, and the answer does not say it was right.
    expect((await attempt(user.email, GOOD_PASSWORD)).body).toEqual({
      error: 'user_account_locked',
      error_description: 'User account is locked',
    });
    clock += LOCK_STEP_MS - 1000;
    expect((await attempt(user.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
    clock += 2000;
    expect(await fail(user.email, 10)).toEqual(Array(10).fill('bad_credentials'));
    clock += 2 * LOCK_STEP_MS - 1000;
    expect((await attempt(user.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
    clock += 2000;
    // Many locks later the wait stops growing at 15 minutes.
    for (let lock = 3; lock <= 20; lock++) {
      await fail(user.email, 10);
      clock += Math.min(lock * LOCK_STEP_MS, LOCK_MAX_MS) + 1000;
    }
    await fail(user.email, 10);
    clock += LOCK_MAX_MS - 1000;
    expect((await attempt(user.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
    clock += 2000;
    expect((await attempt(user.email, GOOD_PASSWORD)).body.authentication_status).toBe('SUCCESS');
    // The success forgot the past: the next lock is a one-minute lock again.
    await fail(user.email, 10);
    clock += LOCK_STEP_MS + 1000;
    expect((await attempt(user.email, GOOD_PASSWORD)).body.authentication_status).toBe('SUCCESS');
  });

  it('answers an unknown address exactly as a real account, at every point in time', async () => {
    if (!ctx) return;
    const real = await registerConfirmed(h().server, h().api);
    const unknown = uniqueEmail('nobody');
    const both = async () => {
      const [a, b] = [await attempt(real.email, 'Wrong1!aa'), await attempt(unknown, 'Wrong1!aa')];
      expect({ status: b.status, body: b.body }).toEqual({ status: a.status, body: a.body });
      return a.body.error as string;
    };
    const timeline: string[] = [];
    for (let round = 1; round <= 3; round++) {
      for (let i = 0; i < 10; i++) timeline.push(await both());
      for (const offset of [1000, round * LOCK_STEP_MS - 2000, 3000, 15 * 60 * 1000]) {
        clock += offset;
        timeline.push(await both());
      }
    }
    // Both were locked and unlocked at the same moments.
    expect(timeline).toContain('user_account_locked');
    expect(timeline.filter((e) => e === 'user_account_locked').length).toBeGreaterThan(3);
  });

  it('lets the browser that signed in before through while an attacker elsewhere fails 50 times', async () => {
    if (!ctx) return;
    const owner = await registerConfirmed(h().server, h().api);
    const first = await attempt(owner.email, GOOD_PASSWORD);
    const device = first.body.device_token as string;
    expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const attacker = await fail(owner.email, 50);
    expect(attacker.filter((e) => e === 'user_account_locked').length).toBeGreaterThan(0);
    // The attacker with the right password is still held by the lock…
    expect((await attempt(owner.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
    // …while the owner's browser signs in, without even a captcha.
    const owned = await h().api.form(
      '/oauth/token',
      { grant_type: 'password', username: owner.email, password: GOOD_PASSWORD, device },
      { ip: uniqueIp() },
    );
    expect(owned.body.authentication_status).toBe('SUCCESS');
  });

  it('gives a trusted browser a budget of its own: past it, the token is forgotten', async () => {
    if (!ctx) return;
    const owner = await registerConfirmed(h().server, h().api);
    const device = (await attempt(owner.email, GOOD_PASSWORD)).body.device_token as string;
    for (let i = 0; i < 10; i++) {
      expect((await attempt(owner.email, 'Wrong1!aa', device)).body.error).toBe('bad_credentials');
    }
    // Its failures did not lock the account for others…
    const other = await attempt(owner.email, GOOD_PASSWORD);
    expect(other.body.authentication_status).toBe('SUCCESS');
    // …and the spent token counts for nothing now: ten more failures with it lock the account.
    await fail(owner.email, 10);
    expect((await attempt(owner.email, GOOD_PASSWORD, device)).body.error).toBe('user_account_locked');
  });
});
