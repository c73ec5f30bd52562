import fs from 'node:fs';
import path from 'node:path';

import { closeIdentity, type IdentityContext } from '../../lib/identity/identity-context';
import { samplePassport } from '../sample-passport';
import { runAdminSource } from './admin-cli';
import { uniqueIp } from './api-client';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { jpeg } from './images';
import { serviceContext } from './in-process';
import { ADMIN_TOKEN, adminClient, verificationClient } from './verification-helpers';

/** A document as a process that submitted it leaves it: ASYNC, its checks due, leased until `lockedUntil`. */
async function leaveAsync(ctx: IdentityContext, id: string, now: number, lockedUntil: number): Promise<void> {
  await ctx.db
    .updateTable('documents')
    .set({ status: 'ASYNC', check_due_at: now, check_locked_until: lockedUntil, updated_at: now })
    .where('id', '=', id)
    .execute();
}

describeBackends('moderation API is off without ADMIN_TOKEN', (h) => {
  it('answers 404 as if it were not there', async () => {
    for (const path of ['/admin/v1/documents', '/admin/v1/users?email=a']) {
      const res = await h().api.get(path, { token: 'anything-at-all-0123456789' });
      expect([path, res.status, res.body]).toEqual([path, 404, { errors: [{ code: 'not_found' }] }]);
    }
    expect((await h().api.get('/admin/v1/nothing')).status).toBe(404);
  });
});

describeBackends(
  'moderation',
  (h) => {
    const newUser = async () => {
      const user = await signedInUser(h().server, h().api);
      return { ...user, docs: verificationClient(h().server, h().api, user.token) };
    };
    /** A new user's passport with a photo, saved and not yet submitted. */
    const passportWithPhoto = async () => {
      const { docs } = await newUser();
      await docs.save('PASSPORT', samplePassport());
      await docs.upload('PASSPORT', await jpeg());
      const { id } = await docs.document('PASSPORT');
      return { docs, id };
    };

    it('a missing or wrong bearer gets 401; a user token is not an admin token', async () => {
      const user = await newUser();
      for (const token of [undefined, 'wrong-token-0123456789abcdef', user.token]) {
        const res = await h().api.get('/admin/v1/documents', { token, ip: uniqueIp() });
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ errors: [{ code: 'invalid_token' }] });
      }
      const approve = await h().api.json(
        'POST',
        '/admin/v1/documents/x/approve',
        {},
        { token: 'wrong-token-0123456789' },
      );
      expect(approve.status).toBe(401);
    });

    it('lists the queue, shows a document with its files, and refuses decisions out of turn', async () => {
      const { email, docs } = await newUser();
      const admin = adminClient(h().api);
      await docs.save('PASSPORT', samplePassport());
      const draft = await docs.document('PASSPORT');
      expect((await admin.post(`/admin/v1/documents/${draft.id}/approve`)).status).toBe(409);
      expect((await admin.post('/admin/v1/documents/no-such-id/approve')).status).toBe(404);
      const queued = await docs.submit('PASSPORT');

      const queue = await admin.get('/admin/v1/documents');
      expect(queue.body.data).toContainEqual({
        id: queued.id,
        userId: expect.any(String),
        email,
        documentType: 'PASSPORT',
        status: 'WAITING_MODERATOR',
        fileCount: 1,
        updatedAt: queued.updatedAt,
        submittedAt: expect.any(Number),
      });
      const drafts = await admin.get('/admin/v1/documents', { status: 'NEW_DOCUMENT' });
      expect(drafts.body.data.every((d: { status: string }) => d.status === 'NEW_DOCUMENT')).toBe(true);
      expect((await admin.get('/admin/v1/documents', { status: 'LOST' })).status).toBe(400);

      const detail = await admin.get(`/admin/v1/documents/${queued.id}`);
      expect(detail.body.data).toMatchObject({ email, documentMetadata: samplePassport(), decisions: [] });
      const file = await fetch(
        `${h().server.baseUrl}/admin/v1/files?path=${detail.body.data.files[0].path}`,
        {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        },
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('cache-control')).toBe('private, no-store');

      const noReason = await admin.post(`/admin/v1/documents/${queued.id}/reject`, { reason: '  ' });
      expect(noReason.body.errors).toEqual([
        { code: 'validation_error', fieldName: 'reason', errors: ['required'] },
      ]);
      const tooLong = await admin.post(`/admin/v1/documents/${queued.id}/reject`, {
        reason: 'x'.repeat(1001),
      });
      expect(tooLong.body.errors).toEqual([
        { code: 'validation_error', fieldName: 'reason', errors: ['max_length'] },
      ]);
    });

    it('the CLI lists, shows, approves and rejects over the same service, recording who and when', async () => {
      if (!h().server.inProcess) return;
      const { email, token, docs } = await newUser();
      const queued = await docs.submit('PASSPORT');

      const list = await runAdminSource('documents', 'list', email);
      expect(list.code).toBe(0);
      expect(list.stdout).toContain(`${queued.id}\tPASSPORT\tWAITING_MODERATOR\t${email}\tfiles=1`);
      const reject = await runAdminSource(
        'documents',
        'reject',
        queued.id,
        '--reason',
        'Wrong page of the passport',
        '--by',
        'ria',
      );
      expect([reject.code, reject.stdout.trim()]).toEqual([0, `${queued.id}\tWAITING_USER`]);
      expect((await docs.document('PASSPORT')).rejectionReason).toBe('Wrong page of the passport');
      const twice = await runAdminSource('documents', 'reject', queued.id, '--reason', 'again');
      expect(twice.code).toBe(1);
      expect(twice.stderr).toContain('refused: invalid_request');

      await docs.verify(queued.id);
      await docs.waitFor('PASSPORT', 'WAITING_MODERATOR');
      expect((await runAdminSource('documents', 'approve', queued.id)).code).toBe(0);
      const show = await runAdminSource('documents', 'show', queued.id);
      expect(show.stdout).toContain(`${queued.id}\tPASSPORT\tVERIFIED\t${email}`);
      expect(show.stdout).toMatch(/decision: REJECTED\tby cli:ria\tat \d{4}-.*\tWrong page of the passport/);
      expect(show.stdout).toMatch(/decision: APPROVED\tby cli:\S+\tat \d{4}-/);
      const [, onDisk] = /file: (\S+)/.exec(show.stdout)!;
      expect(fs.existsSync(onDisk!)).toBe(true);

      const selfie = await runAdminSource('users', 'set-selfie-required', email);
      expect(selfie.stdout).toContain('selfieRequired=true');
      expect((await h().api.get('/v1/user', { token })).body.data.selfieRequired).toBe(true);
      expect((await docs.document('SELFIE')).status).toBe('NEW_DOCUMENT');
      expect((await runAdminSource('documents', 'frobnicate')).code).toBe(2);
      // Seven CLI processes, each compiling the script: minutes on a busy machine, seconds otherwise.
    }, 180_000);

    it('the automatic checks send back a document whose file went missing', async () => {
      const { docs } = await newUser();
      await docs.save('PASSPORT', samplePassport());
      const uploaded = await docs.upload('PASSPORT', await jpeg());
      fs.rmSync(path.join(h().server.dataDir, 'uploads', uploaded.body.data.relativeFilePath[0]));
      await docs.verify(uploaded.body.data.id);
      const back = await docs.waitFor('PASSPORT', 'WAITING_USER');
      expect(back.rejectionReason).toBe('check:file_missing');
    });

    it('checks are leased: a document another process holds waits for its lease to end', async () => {
      const ctx = await serviceContext(h().server);
      if (!ctx) return;
      const { docs, id } = await passportWithPhoto();
      const now = Date.now();
      // As another process would leave it: submitted and leased for a minute.
      await leaveAsync(ctx, id, now, now + 60_000);
      await ctx.documentChecks.run(now);
      expect((await docs.document('PASSPORT')).status).toBe('ASYNC');
      await ctx.documentChecks.run(now + 61_000);
      expect((await docs.document('PASSPORT')).status).toBe('WAITING_MODERATOR');
    });

    it('an ASYNC document left by a stopped process is checked after a restart', async () => {
      const ctx = await serviceContext(h().server);
      if (!ctx) return;
      const { docs, id } = await passportWithPhoto();
      await ctx.documentChecks.stop();
      const now = Date.now();
      await leaveAsync(ctx, id, now, 0);
      await closeIdentity();
      // The next request starts the service again; its checker finds the document.
      expect((await docs.document('PASSPORT')).status).toMatch(/^(ASYNC|WAITING_MODERATOR)$/);
      await docs.waitFor('PASSPORT', 'WAITING_MODERATOR');
    });
  },
  { env: { ADMIN_TOKEN } },
);
