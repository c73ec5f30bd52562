import { runAdminSource } from './admin-cli';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { login, registerConfirmed, signedInUser } from './flows';
import { waitForMail } from './mailbox';
import { startTelegramStandIn, type TelegramStandIn } from './telegram-stand-in';
import { activateGoogle, passwordGrant, secondStep, serviceClock, twoFa } from './two-fa-helpers';

let chats = 100_000;
const newChat = () => String(++chats * 7 + Math.floor(Math.random() * 1000) * 1_000_000);

let telegram: TelegramStandIn;
beforeAll(async () => {
  telegram = await startTelegramStandIn();
});
afterAll(async () => {
  await telegram.close();
});

describeBackends(
  'Telegram through grammY and a Bot API stand-in',
  (h) => {
    it('the bot answers /getid and /start with the chat ID, in the writer’s language', async () => {
      await serviceClock(h()); // the service (and its bot) starts with its first use
      const chat = newChat();
      await telegram.write(chat, '/getid');
      expect((await telegram.waitForMessage(chat, /Chat ID/)).text).toBe(
        `Your Chat ID: ${chat}\nEnter it on the Security page of your Passport account.`,
      );
      const other = newChat();
      await telegram.write(other, '/start', 'de');
      expect((await telegram.waitForMessage(other, /Chat-ID/)).text).toContain(other);
    });

    it('sets up Telegram: offered, a code to the chat, active, announced by mail and bot', async () => {
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const calls = twoFa(h().api, user.token);
      expect((await calls.available()).body.data.types).toEqual([
        'TELEGRAM',
        'GOOGLE_AUTHENTICATOR',
        'EMAIL',
      ]);
      const unreachable = await calls.create('TELEGRAM', '404123');
      expect(unreachable.body).toEqual({ errors: [{ code: 'invalid_token_data' }] });
      expect((await calls.create('TELEGRAM', 'not-a-chat')).body).toEqual({
        errors: [{ code: 'invalid_token_data' }],
      });

      const chat = newChat();
      expect((await calls.create('TELEGRAM', chat)).body).toEqual({ data: { result: null } });
      const code = await telegram.codeIn(chat, /turn on two-factor authentication/);
      const confirmed = (await calls.confirm('TELEGRAM', code)).body;
      expect(confirmed.data.recoveryCodes).toHaveLength(10);
      expect((await calls.tokens()).body.data.tokens).toEqual([{ tokenType: 'TELEGRAM' }]);
      await telegram.waitForMessage(chat, /Two-factor authentication by Telegram was turned on/);
      await waitForMail(h().server.dataDir, user.email, /by Telegram was turned on/);

      // Another account cannot use that chat; this one cannot add the authenticator beside it.
      const other = await signedInUser(h().server, h().api);
      expect((await twoFa(h().api, other.token).create('TELEGRAM', chat)).body).toEqual({
        errors: [{ code: 'token_already_exists' }],
      });
      expect((await calls.create('GOOGLE_AUTHENTICATOR')).body).toEqual({
        errors: [{ code: 'two_fa_already_enabled' }],
      });

      // Logging in sends a code to the chat; so does turning it off.
      const half = (await passwordGrant(h().api, user.email)).body;
      expect(half).toMatchObject({
        authentication_status: 'TWO_FACTOR_AUTHENTICATION',
        two_fa_type: 'TELEGRAM',
      });
      const loginCode = await telegram.codeIn(chat, /to log in/);
      expect((await secondStep(h().api, half.access_token, loginCode)).body.authentication_status).toBe(
        'SUCCESS',
      );

      // A password change is announced through the bot as well.
      const changed = await h().api.json(
        'PUT',
        '/v1/password',
        { password: user.password, newPassword: 'Other-pa55' },
        { token: user.token, ip: uniqueIp() },
      );
      expect(changed.status).toBe(200);
      await telegram.waitForMessage(chat, /password of your Passport account was changed/);
      await waitForMail(h().server.dataDir, user.email, /password of your Passport account was changed/);

      expect((await calls.deactivate('TELEGRAM')).body).toEqual({ data: {} });
      const off = await telegram.codeIn(chat, /turn off two-factor authentication/);
      expect((await calls.deactivateConfirm('TELEGRAM', off)).body).toEqual({ data: {} });
      await telegram.waitForMessage(chat, /by Telegram was turned off/);
    });

    it('the deletion notice with its cancel link goes through the bot too, in the owner’s language', async () => {
      await serviceClock(h());
      const user = await registerConfirmed(h().server, h().api, { language: 'de' });
      const token = await login(h().api, user.email);
      const chat = newChat();
      const calls = twoFa(h().api, token);
      await calls.create('TELEGRAM', chat);
      await calls.confirm('TELEGRAM', await telegram.codeIn(chat, /\d{6}/));
      const deleted = await h().api.json('POST', '/v1/account/delete', { email: user.email }, { token });
      expect(deleted.status).toBe(200);
      const notice = await telegram.waitForMessage(chat, /wird am .+ gelöscht/);
      expect(notice.text).toMatch(/^Ihr Passport-Konto ist überall abgemeldet/);
      const link = /Konto behalten: (http:\/\/portal\.test\/de\/cancel-deletion\/[A-Za-z0-9_-]+)$/.exec(
        notice.text,
      );
      expect(link).not.toBeNull();
      // The bot's link is the mailed one: either restores the account.
      const mail = await waitForMail(h().server.dataDir, user.email, /cancel-deletion/);
      expect(mail.text).toContain(link![1]);
    });

    it('refuses Telegram while the authenticator is active', async () => {
      const clock = await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      await activateGoogle(h(), clock, user.token);
      const res = await twoFa(h().api, user.token).create('TELEGRAM', newChat());
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ errors: [{ code: 'two_fa_already_enabled' }] });
    });

    it('support removes a lost second factor with the operator CLI, and records it', async () => {
      // The CLI runs in a process of its own on the server's environment (DATA_DIR, database, keys).
      await serviceClock(h());
      const user = await signedInUser(h().server, h().api);
      const chat = newChat();
      const calls = twoFa(h().api, user.token);
      await calls.create('TELEGRAM', chat);
      await calls.confirm('TELEGRAM', await telegram.codeIn(chat, /turn on/));
      const cli = await runAdminSource('users', 'reset-2fa', user.email.toUpperCase());
      expect(cli.stderr).toBe('');
      expect(cli.code).toBe(0);
      expect(cli.stdout).toContain(`removed TELEGRAM for ${user.email}`);
      expect((await calls.tokens()).body.data.tokens).toEqual([]);
      expect((await passwordGrant(h().api, user.email)).body.authentication_status).toBe('SUCCESS');
      await waitForMail(h().server.dataDir, user.email, /support removed the second factor/);
      const { ctx } = await serviceClock(h());
      const events = await ctx.db
        .selectFrom('security_events')
        .innerJoin('users', 'users.id', 'security_events.user_id')
        .select(['kind', 'actor', 'detail'])
        .where('users.email', '=', user.email)
        .orderBy('security_events.created_at')
        .execute();
      expect(events.map((e) => [e.kind, e.actor])).toEqual([
        ['two_fa_enabled', 'user'],
        ['two_fa_reset', 'operator'],
      ]);
      const unknown = await runAdminSource('users', 'reset-2fa', 'nobody@example.com');
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('refused: not_found no user nobody@example.com');
    });
  },
  { env: () => telegram.env, inProcess: true },
);

describeBackends(
  'Telegram in webhook mode',
  (h) => {
    it('answers /getid posted by Telegram with its secret, and refuses a post without it', async () => {
      const chat = newChat();
      const update = {
        update_id: 1,
        message: {
          message_id: 1,
          date: Math.floor(Date.now() / 1000),
          chat: { id: Number(chat), type: 'private' },
          from: { id: Number(chat), is_bot: false, first_name: 'Ada', language_code: 'en' },
          text: '/getid',
          entities: [{ type: 'bot_command', offset: 0, length: 6 }],
        },
      };
      const refused = await h().api.json('POST', '/v1/telegram/webhook', update, {
        headers: { 'x-telegram-bot-api-secret-token': 'wrong-secret-0123456789' },
      });
      expect(refused.status).toBe(401);
      const ok = await h().api.json('POST', '/v1/telegram/webhook', update, {
        headers: { 'x-telegram-bot-api-secret-token': 'webhook-secret-0123456789' },
      });
      expect(ok.status).toBe(200);
      expect((await telegram.waitForMessage(chat, /Chat ID/)).text).toContain(chat);
    });
  },
  { env: () => ({ ...telegram.env, TELEGRAM_WEBHOOK_SECRET: 'webhook-secret-0123456789' }), inProcess: true },
);
