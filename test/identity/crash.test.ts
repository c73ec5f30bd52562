import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { createDatabase } from '../../lib/identity/db/create-database';
import { uniqueEmail, uniqueIp } from './api-client';
import { startChildServer } from './child-server';
import { registrationBody } from './flows';
import { testBackends, testServerEnv } from './server';

const describeInProcess = process.env.IDENTITY_BASE_URL ? describe.skip : describe;

describeInProcess.each(testBackends())('SIGKILL in the middle of registrations (%s)', (backend) => {
  it('leaves no half-written account: each user has its code and queued mail, or does not exist', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'passport-crash-'));
    const { env, drop } = await testServerEnv(backend, dataDir);
    try {
      const first = await startChildServer(env);
      const emails = Array.from({ length: 60 }, () => uniqueEmail('crash'));
      const answered = new Set<string>();
      let killed = false;
      const inFlight = emails.map(async (email, i) => {
        await new Promise((r) => setTimeout(r, i * 4));
        try {
          const res = await fetch(`${first.baseUrl}/v1/registration`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueIp() },
            body: JSON.stringify(registrationBody(email)),
            signal: AbortSignal.timeout(20_000),
          });
          if (res.status === 200) answered.add(email);
          // Kill while the rest are still being hashed and written.
          if (answered.size === 8 && !killed) {
            killed = true;
            first.child.kill('SIGKILL');
          }
        } catch {
          // the connection died with the process
        }
      });
      await Promise.all(inFlight);
      first.child.kill('SIGKILL');
      expect(killed).toBe(true);
      expect(answered.size).toBeGreaterThanOrEqual(8);
      expect(answered.size).toBeLessThan(emails.length);

      const second = await startChildServer(env);
      try {
        expect((await fetch(`${second.baseUrl}/config`)).status).toBe(200);
        const { db } = createDatabase({ url: env.DATABASE_URL, schema: env.DATABASE_SCHEMA, dataDir });
        try {
          const users = await db
            .selectFrom('users')
            .select(['id', 'email'])
            .where('email', 'like', 'crash.%')
            .execute();
          const codes = await db.selectFrom('codes').select('user_id').execute();
          const mails = await db
            .selectFrom('mail_outbox')
            .select(['recipient', 'sent_at'])
            .where('recipient', 'like', 'crash.%')
            .execute();
          // Every answered registration survived; every user has exactly one code and one mail; no orphan mail.
          for (const email of answered) expect(users.map((u) => u.email)).toContain(email);
          for (const user of users) {
            expect(codes.filter((c) => c.user_id === user.id)).toHaveLength(1);
            expect(mails.filter((m) => m.recipient === user.email)).toHaveLength(1);
          }
          expect(mails).toHaveLength(users.length);
          // The restarted server delivers what the killed one left queued; a mail the killed sender had
          // claimed waits for its lease to lapse (at-least-once delivery), so it must still be leased.
          const deadline = Date.now() + 15_000;
          let stuck = users.length;
          while (Date.now() < deadline) {
            const rows = await db
              .selectFrom('mail_outbox')
              .select('locked_until')
              .where('recipient', 'like', 'crash.%')
              .where('sent_at', 'is', null)
              .execute();
            stuck = rows.filter((r) => r.locked_until <= Date.now()).length;
            if (stuck === 0) break;
            await new Promise((r) => setTimeout(r, 200));
          }
          expect(stuck).toBe(0);
        } finally {
          await db.destroy();
        }
      } finally {
        second.child.kill('SIGKILL');
      }
    } finally {
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
