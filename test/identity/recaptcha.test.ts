import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { describeBackends } from './describe-backends';
import { captchaGatedLogin } from './flows';

// reCAPTCHA mode (issue 19): the verify call goes to a local stand-in of Google's siteverify, through
// the same client code production uses. Each token names what the stand-in answers.
const SECRET = 'test-recaptcha-secret';
type Seen = { secret: string | null; response: string | null; remoteip: string | null };

function startSiteverify() {
  const seen: Seen[] = [];
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      seen.push({
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
      });
      const json = (status: number, value: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(value));
      };
      const now = new Date().toISOString();
      switch (form.get('response')) {
        case 'yes':
          return json(200, { success: true, hostname: 'portal.test', challenge_ts: now });
        case 'no':
          return json(200, { success: false, 'error-codes': ['invalid-input-response'] });
        case 'other-site':
          return json(200, { success: true, hostname: 'attacker.example', challenge_ts: now });
        case 'no-hostname':
          return json(200, { success: true, challenge_ts: now });
        case 'server-error':
          return json(503, { success: true, hostname: 'portal.test' });
        case 'not-json':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html>success</html>');
        case 'hang':
          hanging.add(response); // never answered
          return;
        default:
          return json(200, { success: false });
      }
    });
  });
  return {
    seen,
    async listen(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
    },
    async close() {
      for (const response of hanging) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const siteverify = startSiteverify();
let verifyUrl = '';
beforeAll(async () => {
  verifyUrl = await siteverify.listen();
});
afterAll(() => siteverify.close());

describeBackends(
  'reCAPTCHA verification against a stand-in siteverify',
  (h) => {
    // CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL=1: after one wrong password the address needs a captcha.
    const gatedLogin = () => captchaGatedLogin(h().api);

    it('a token Google confirms for this site passes the gate, with the secret and the address sent', async () => {
      const { attempt, ip } = await gatedLogin();
      // Past the gate, the wrong password is what is refused.
      expect((await attempt('yes')).body.error).toBe('bad_credentials');
      expect(siteverify.seen.at(-1)).toEqual({ secret: SECRET, response: 'yes', remoteip: ip });
      expect((await h().api.get('/config')).body).toMatchObject({
        captcha: 'recaptcha',
        recaptcha: 'site-key',
      });
    });

    it.each([
      ['refused by Google', 'no'],
      ['solved for another site', 'other-site'],
      ['answered without a hostname', 'no-hostname'],
      ['answered with a server error', 'server-error'],
      ['answered with something that is not JSON', 'not-json'],
    ])('a token %s is invalid_recaptcha', async (_label, token) => {
      const { attempt } = await gatedLogin();
      const answer = await attempt(token);
      expect([token, answer.status, answer.body.error]).toEqual([token, 400, 'invalid_recaptcha']);
    });

    it('a siteverify that never answers is a refusal within the timeout, not a hanging login', async () => {
      const { attempt } = await gatedLogin();
      const started = Date.now();
      const answer = await attempt('hang');
      expect(answer.body.error).toBe('invalid_recaptcha');
      // The client gives up after 3 s; 6 s leaves room for a slow machine, far below a hung login.
      expect(Date.now() - started).toBeLessThan(6_000);
    });
  },
  {
    env: () => ({
      RECAPTCHA_SECRET_KEY: SECRET,
      RECAPTCHA_SITE_KEY: 'site-key',
      RECAPTCHA_VERIFY_URL: verifyUrl,
      CAPTCHA_AFTER_LOGIN_FAILURES_PER_EMAIL: '1',
    }),
    inProcess: true,
  },
);
