import { emailKey } from '../../lib/identity/domain/accounts/email-key';
import { UNLOCK_CODE_TTL_MS } from '../../lib/identity/identity-policy';
import { freshCaptcha } from './altcha-solver';
import { GOOD_PASSWORD, uniqueEmail, uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { registerConfirmed } from './flows';
import { extractCode, mailsTo, waitForMail } from './mailbox';
import { serviceClock, type Clock } from './two-fa-helpers';

const UNLOCK_LINK = /\/login\/unlock\//;

// Security issue, second round: ten wrong passwords with solved captchas locked the owner out — on a new
// browser, with the right password and a captcha, they were told the account is locked, and only an
// operator could help. Now the owner asks for a mailed link that lets their browser past the lock.
describeBackends(
  'the owner’s way past the login lock: a mailed unlock link',
  (h) => {
    const grant = (username: string, password: string, extra: Record<string, string> = {}) =>
      h().api.form(
        '/oauth/token',
        { grant_type: 'password', username, password, ...extra },
        { ip: uniqueIp() },
      );
    const requestLink = (email: string) =>
      h().api.json('POST', '/v1/login/unlock', { email }, { basic: true, ip: uniqueIp() });
    const useLink = (code: string) =>
      h().api.json('POST', '/v1/login/unlock/confirm', { code }, { basic: true, ip: uniqueIp() });

    /** Ten wrong passwords (the captcha gate is tested elsewhere: its counter is kept out of the way). */
    async function lockOut(clock: Clock, email: string) {
      for (let i = 0; i < 10; i++) {
        await clock.ctx.limits.reset('loginFailuresByEmail', emailKey(email));
        await grant(email, 'Wrong1!aa');
      }
    }

    it('the owner on a new browser gets in with the link and the password, whatever the attacker does', async () => {
      const clock = await serviceClock(h());
      const owner = await registerConfirmed(h().server, h().api);
      await lockOut(clock, owner.email);
      const captcha = await freshCaptcha(h().api, uniqueIp());
      expect((await grant(owner.email, GOOD_PASSWORD, { google_recaptcha_v2: captcha })).body.error).toBe(
        'user_account_locked',
      );

      // Asking answers the same for the owner's address and for one without an account.
      const asked = await requestLink(owner.email);
      const nobody = await requestLink(uniqueEmail('nobody'));
      expect({ status: asked.status, body: asked.body }).toEqual({ status: 200, body: { data: {} } });
      expect({ status: nobody.status, body: nobody.body }).toEqual({ status: 200, body: { data: {} } });

      const mail = await waitForMail(h().server.dataDir, owner.email, UNLOCK_LINK);
      expect(mail.subject).toBe('Unlock signing in');
      expect(mail.text).toContain('valid for 15 minutes');
      const used = await useLink(extractCode(mail, 'login/unlock'));
      expect(used.status).toBe(200);
      const device = used.body.data.device_token as string;
      expect(device).toMatch(/^[A-Za-z0-9_-]{43}$/);

      // The browser that opened the link signs in with the password …
      expect((await grant(owner.email, GOOD_PASSWORD, { device })).body.authentication_status).toBe(
        'SUCCESS',
      );
      // … and keeps doing so while the attacker, guessing on, locks everyone else out again.
      await lockOut(clock, owner.email);
      expect((await grant(owner.email, GOOD_PASSWORD)).body.error).toBe('user_account_locked');
      expect((await grant(owner.email, GOOD_PASSWORD, { device })).body.authentication_status).toBe(
        'SUCCESS',
      );
      // The link alone is no login: a wrong password from that browser is still refused.
      expect((await grant(owner.email, 'Wrong1!aa', { device })).body.error).toBe('bad_credentials');
    });

    it('a link is used once and lives fifteen minutes', async () => {
      const clock = await serviceClock(h());
      const owner = await registerConfirmed(h().server, h().api);
      await lockOut(clock, owner.email);
      await requestLink(owner.email);
      const code = extractCode(
        await waitForMail(h().server.dataDir, owner.email, UNLOCK_LINK),
        'login/unlock',
      );
      expect((await useLink(code)).status).toBe(200);
      expect((await useLink(code)).body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });

      await requestLink(owner.email);
      const deadline = Date.now() + 10_000;
      let links = await mailsTo(h().server.dataDir, owner.email, UNLOCK_LINK);
      while (links.length < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        links = await mailsTo(h().server.dataDir, owner.email, UNLOCK_LINK);
      }
      const late = extractCode(links[1]!, 'login/unlock');
      clock.advance(UNLOCK_CODE_TTL_MS + 1000);
      expect((await useLink(late)).body).toEqual({ errors: [{ code: 'invalid_confirmation_code' }] });
    });
  },
  { inProcess: true },
);
