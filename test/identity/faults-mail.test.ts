import net from 'node:net';

import { apiClient, uniqueEmail, uniqueIp } from './api-client';
import { registrationBody } from './flows';
import { serviceContext } from './in-process';
import { startIdentityServer, testBackends, type IdentityTestServer } from './server';
import { startSmtpSink } from './smtp-sink';
import { startTcpProxy } from './tcp-proxy';
import { waitUntil } from './wait-until';

async function register(server: IdentityTestServer, email: string): Promise<number> {
  const started = Date.now();
  const res = await apiClient(server).json('POST', '/v1/registration', registrationBody(email), {
    ip: uniqueIp(),
  });
  expect(res.status).toBe(200);
  return Date.now() - started;
}

async function outbox(server: IdentityTestServer, emails: string[]) {
  const ctx = (await serviceContext(server))!;
  return ctx.db
    .selectFrom('mail_outbox')
    .select(['recipient', 'attempts', 'sent_at', 'next_attempt_at'])
    .where('recipient', 'in', emails)
    .execute();
}

/** Runs the outbox as if each mail's retry time had come, until `done` (a pass in flight finishes first). */
async function deliverUntil(server: IdentityTestServer, emails: string[], done: () => boolean) {
  const ctx = (await serviceContext(server))!;
  await waitUntil(async () => {
    const rows = await outbox(server, emails);
    await ctx.mailer.run(Math.max(Date.now(), ...rows.map((r) => r.next_attempt_at)) + 1);
    return done();
  }, 20_000);
}

function recipients(mails: { to?: unknown }[]): string[] {
  return mails.map((m) => JSON.stringify(m.to));
}

/** Every address got exactly one mail. */
function expectOncePerAddress(mails: { to?: unknown }[], emails: string[]) {
  const to = recipients(mails);
  for (const email of emails) expect(to.filter((t) => t.includes(email))).toHaveLength(1);
}

const describeInProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeInProcess.each(testBackends())('mail when SMTP fails (%s)', (backend) => {
  it('SMTP down: sign-ups succeed, mails wait in the outbox and go out once each when it is back', async () => {
    const sink = await startSmtpSink();
    const proxy = await startTcpProxy(`smtp://127.0.0.1:${sink.port}`);
    await proxy.cut();
    const server = await startIdentityServer({
      backend,
      env: { SMTP_URL: `smtp://127.0.0.1:${proxy.port}` },
    });
    try {
      const emails = Array.from({ length: 5 }, () => uniqueEmail('smtpdown'));
      for (const email of emails) await register(server, email);
      // Each was tried, failed and scheduled for a retry; none is lost or marked sent.
      await waitUntil(async () => (await outbox(server, emails)).every((r) => r.attempts > 0), 20_000);
      const waiting = await outbox(server, emails);
      expect(waiting).toHaveLength(emails.length);
      expect(waiting.every((r) => r.sent_at === null)).toBe(true);
      expect(sink.mails).toHaveLength(0);

      await proxy.restore();
      await deliverUntil(server, emails, () => sink.mails.length >= emails.length);
      expectOncePerAddress(sink.mails, emails);
      expect((await outbox(server, emails)).every((r) => r.sent_at !== null)).toBe(true);
      // Another pass much later sends nothing again.
      const ctx = (await serviceContext(server))!;
      expect(await ctx.mailer.run(Date.now() + 24 * 60 * 60 * 1000)).toBe(0);
      expect(sink.mails).toHaveLength(emails.length);
    } finally {
      await server.close();
      await proxy.close();
      await sink.close();
    }
  });

  it('SMTP hanging (accepts, never answers): sign-ups answer as fast as ever; the mail goes out later', async () => {
    const held = new Set<net.Socket>();
    const hanging = net.createServer((socket) => {
      held.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => hanging.listen(0, '127.0.0.1', resolve));
    const { port } = hanging.address() as net.AddressInfo;
    const server = await startIdentityServer({ backend, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    let sink: Awaited<ReturnType<typeof startSmtpSink>> | undefined;
    try {
      const emails = Array.from({ length: 3 }, () => uniqueEmail('smtphang'));
      const latencies: number[] = [];
      for (const email of emails) latencies.push(await register(server, email));
      // The mailer is stuck in a greeting that never comes (10 s before it gives up), yet no
      // sign-up waited for it: each answered well inside that time.
      await waitUntil(async () => held.size > 0, 20_000);
      for (const ms of latencies) expect(ms).toBeLessThan(5_000);
      expect((await outbox(server, emails)).every((r) => r.sent_at === null)).toBe(true);

      // The server comes to its senses: a real one takes over the port.
      await new Promise<void>((resolve) => {
        hanging.close(() => resolve());
        for (const socket of held) socket.destroy();
      });
      sink = await startSmtpSink(port);
      const mails = sink.mails;
      await deliverUntil(server, emails, () => mails.length >= emails.length);
      expectOncePerAddress(mails, emails);
    } finally {
      for (const socket of held) socket.destroy();
      if (hanging.listening) hanging.close();
      await server.close();
      await sink?.close();
    }
  });
});
