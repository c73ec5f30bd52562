import net from 'node:net';

import { uniqueEmail, uniqueIp } from './api-client';
import { registrationBody } from './flows';
import { serviceContext } from './in-process';
import { startIdentityServer, testBackends } from './server';
import { startSmtpSink } from './smtp-sink';

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function waitFor<T>(read: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const describeInProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeInProcess.each(testBackends())('mail over SMTP (%s)', (backend) => {
  it('delivers HTML and text in the user language through SMTP_URL', async () => {
    const sink = await startSmtpSink();
    const server = await startIdentityServer({
      backend,
      env: { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, MAIL_FROM: 'Passport <no-reply@portal.test>' },
    });
    try {
      const email = uniqueEmail();
      const res = await fetch(`${server.baseUrl}/v1/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        body: JSON.stringify(registrationBody(email, { language: 'ru' })),
      });
      expect(res.status).toBe(200);
      const mail = await waitFor(() => sink.mails.find((m) => m.to && JSON.stringify(m.to).includes(email)));
      expect(mail.subject).toBe('Подтвердите адрес электронной почты');
      expect(mail.text).toMatch(/http:\/\/portal\.test\/ru\/confirmation\/[A-Za-z0-9_-]{43}/);
      expect(mail.html).toContain('<a href="http://portal.test/ru/confirmation/');
      expect(mail.from?.text).toContain('no-reply@portal.test');
    } finally {
      await server.close();
      await sink.close();
    }
  });

  it('when SMTP is down, registration still succeeds and the mail goes out once it is back', async () => {
    const port = await freePort();
    const server = await startIdentityServer({ backend, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    const email = uniqueEmail();
    try {
      const res = await fetch(`${server.baseUrl}/v1/registration`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
        body: JSON.stringify(registrationBody(email)),
      });
      expect(res.status).toBe(200);
      const ctx = (await serviceContext(server))!;
      // The first attempt fails and schedules a retry with backoff.
      const row = await (async () => {
        for (let i = 0; i < 100; i++) {
          const r = await ctx.db
            .selectFrom('mail_outbox')
            .selectAll()
            .where('recipient', '=', email)
            .executeTakeFirstOrThrow();
          if (r.attempts > 0) return r;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        throw new Error('no delivery attempt');
      })();
      expect(row.sent_at).toBeNull();
      expect(row.last_error).toBeTruthy();
      expect(row.next_attempt_at).toBeGreaterThan(Date.now());

      const sink = await startSmtpSink(port);
      try {
        // Skip the backoff: deliver as if the retry time had come.
        await ctx.mailer.run(row.next_attempt_at + 1);
        const mail = await waitFor(() => sink.mails.find((m) => JSON.stringify(m.to).includes(email)));
        expect(mail.text).toContain('/en/confirmation/');
        const sent = await ctx.db
          .selectFrom('mail_outbox')
          .select('sent_at')
          .where('recipient', '=', email)
          .executeTakeFirstOrThrow();
        expect(sent.sent_at).not.toBeNull();
      } finally {
        await sink.close();
      }
    } finally {
      await server.close();
    }
  });
});
