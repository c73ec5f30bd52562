import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { serviceContext } from './in-process';
import {
  activateEmail,
  LOGIN_MAIL,
  mailedCode,
  passwordGrant,
  secondStep,
  serviceClock,
} from './two-fa-helpers';

// Security issue, second round: what someone who knows the password can do with e-mailed login codes.
describeBackends(
  'e-mailed login codes against someone who knows the password',
  (h) => {
    it('a code gets three guesses in all, however many logins carry it', async () => {
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateEmail(h(), user.token, user.email);
      const first = (await passwordGrant(h().api, user.email)).body.access_token as string;
      const code = await mailedCode(h().server.dataDir, user.email, LOGIN_MAIL, 1);
      const wrong = code === '000000' ? '111111' : '000000';
      expect((await secondStep(h().api, first, wrong)).body.error).toBe('incorrect_otp');
      expect((await secondStep(h().api, first, wrong)).body.error).toBe('incorrect_otp');
      // A new login within the code's first minute inherits the code — with the one guess it has left.
      const second = (await passwordGrant(h().api, user.email)).body.access_token as string;
      expect((await secondStep(h().api, second, wrong)).body.error).toBe('otp_confirmation_error');
      // Three guesses spent the code: the next login is sent a new one, and the old one opens nothing.
      const third = (await passwordGrant(h().api, user.email)).body.access_token as string;
      expect((await secondStep(h().api, third, code)).body.error).toBe('incorrect_otp');
      const fresh = await mailedCode(h().server.dataDir, user.email, LOGIN_MAIL, 2);
      expect((await secondStep(h().api, third, fresh)).body.authentication_status).toBe('SUCCESS');
    });

    it('twenty logins a minute apart with the password leave the owner’s trusted browser its codes', async () => {
      const clock = await serviceClock(h());
      const owner = await signedInUser(h().server, h().api);
      await activateEmail(h(), owner.token, owner.email);
      // The owner's browser finishes a login once: from then on it is a browser the account trusts.
      const half = (await passwordGrant(h().api, owner.email)).body.access_token as string;
      const first = await mailedCode(h().server.dataDir, owner.email, LOGIN_MAIL, 1);
      const device = (await secondStep(h().api, half, first)).body.device_token as string;
      expect(device).toBeTruthy();

      // Someone who knows the password logs in from elsewhere, a minute apart, until the day's codes for
      // such logins are spent …
      for (let i = 2; i <= 20; i++) {
        clock.advance(61_000);
        expect((await passwordGrant(h().api, owner.email)).body.authentication_status).toBe(
          'TWO_FACTOR_AUTHENTICATION',
        );
      }
      await mailedCode(h().server.dataDir, owner.email, LOGIN_MAIL, 20);
      clock.advance(61_000);
      const mailsBefore = await outboxMails(owner.email);
      await passwordGrant(h().api, owner.email);
      expect(await outboxMails(owner.email)).toBe(mailsBefore);

      // … and the owner's browser still gets its code, and gets in.
      const mine = await passwordGrant(h().api, owner.email, { device });
      expect(mine.body.authentication_status).toBe('TWO_FACTOR_AUTHENTICATION');
      const code = await mailedCode(h().server.dataDir, owner.email, LOGIN_MAIL, 21);
      expect((await secondStep(h().api, mine.body.access_token, code)).body.authentication_status).toBe(
        'SUCCESS',
      );
    });

    /** Mails queued for `email` (the outbox row is written before the login answers). */
    async function outboxMails(email: string): Promise<number> {
      const ctx = (await serviceContext(h().server))!;
      const row = await ctx.db
        .selectFrom('mail_outbox')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('recipient', '=', email)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    }
  },
  { inProcess: true },
);
