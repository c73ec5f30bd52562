import { randomBytes, randomUUID } from 'node:crypto';

import { findDocumentFiles, insertDocumentFileWithinLimit } from '../../lib/identity/db/queries/documents';
import { DOCUMENT_MAX_FILES } from '../../lib/policy';
import { EDITABLE_STATUSES } from '../../lib/schemas/verification';
import { describeBackends } from './describe-backends';
import { jpeg, png } from './images';
import { serviceContext } from './in-process';
import { incomingFiles, storedFiles, userWithSavedPassport } from './verification-helpers';
import { waitUntil } from './wait-until';

// Heavy uploads (issue 19): one upload at a time per user, a pixel bound that fits a document photo,
// and the per-document file limit holding under any concurrency.

describeBackends('upload abuse', (h) => {
  const readyUser = () => userWithSavedPassport(h().server, h().api);

  it('a second upload of the same user while one is under way is refused with 429, and nothing of it is stored', async () => {
    const { token, docs } = await readyUser();
    const other = await readyUser();
    const image = await jpeg(640, 640);
    const boundary = `held-${randomBytes(6).toString('hex')}`;
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="documentType"\r\n\r\nPASSPORT\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    // The first upload sends half its file, then waits for the test to let it finish.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let step = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        step += 1;
        if (step === 1) controller.enqueue(new Uint8Array(Buffer.concat([head, image.subarray(0, 1000)])));
        else if (step === 2) {
          await held;
          controller.enqueue(new Uint8Array(Buffer.concat([image.subarray(1000), tail])));
        } else controller.close();
      },
    });
    const incomingBefore = incomingFiles(h().server.dataDir).length;
    const first = fetch(`${h().server.baseUrl}/v1/documents/upload`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      body,
      duplex: 'half',
    } as RequestInit);
    // Its file has begun to arrive: the upload is under way.
    await waitUntil(() => incomingFiles(h().server.dataDir).length > incomingBefore);

    const second = await docs.upload('PASSPORT', await jpeg(700, 700));
    expect(second.status).toBe(429);
    expect(second.body).toEqual({ errors: [{ code: 'too_many_requests' }] });
    // Another user is not held up by it.
    expect((await other.docs.upload('PASSPORT', await jpeg(700, 700))).status).toBe(200);

    release();
    const done = await first;
    expect(done.status).toBe(200);
    const files = (await docs.document('PASSPORT')).relativeFilePath;
    expect(files).toHaveLength(1);
    // Once the first is done, the next is welcome.
    expect((await docs.upload('PASSPORT', await jpeg(700, 700))).status).toBe(200);
    expect((await docs.document('PASSPORT')).relativeFilePath).toHaveLength(2);
  });

  it('25 parallel uploads to one document leave at most DOCUMENT_MAX_FILES files, and no stray file', async () => {
    const { docs } = await readyUser();
    const before = storedFiles(h().server.dataDir);
    const image = await jpeg(640, 640);
    const answers = await Promise.all(Array.from({ length: 25 }, () => docs.upload('PASSPORT', image)));
    for (const answer of answers) expect([200, 400, 429]).toContain(answer.status);
    const document = await docs.document('PASSPORT');
    expect(document.relativeFilePath.length).toBeGreaterThanOrEqual(1);
    expect(document.relativeFilePath.length).toBeLessThanOrEqual(DOCUMENT_MAX_FILES);
    // Whatever was refused left nothing on disk.
    expect(storedFiles(h().server.dataDir)).toEqual([...before, ...document.relativeFilePath].sort());
  });

  it('concurrent additions to one document stop at DOCUMENT_MAX_FILES in the database itself', async () => {
    const ctx = await serviceContext(h().server);
    if (!ctx) return;
    const { docs } = await readyUser();
    const { id } = await docs.document('PASSPORT');
    const owner = (await ctx.db
      .selectFrom('documents')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirst())!.user_id;
    // As many processes as requests, each past its own checks at once: only the database can count.
    const results = await Promise.all(
      Array.from({ length: 25 }, () =>
        insertDocumentFileWithinLimit(ctx.db, {
          documentId: id,
          editable: EDITABLE_STATUSES,
          max: DOCUMENT_MAX_FILES,
          file: {
            path: `${id}/${randomUUID().replace(/-/g, '')}.jpg`,
            document_id: id,
            user_id: owner,
            mime_type: 'image/jpeg',
            size: 1,
            width: 600,
            height: 600,
            created_at: Date.now(),
          },
        }),
      ),
    );
    expect(results.filter((result) => result === 'added')).toHaveLength(DOCUMENT_MAX_FILES);
    expect(results.filter((result) => result === 'full')).toHaveLength(25 - DOCUMENT_MAX_FILES);
    expect(await findDocumentFiles(ctx.db, [id])).toHaveLength(DOCUMENT_MAX_FILES);
  });

  it('a picture over 24 megapixels is refused before it is decoded; a 12-megapixel phone photo is taken', async () => {
    const { docs } = await readyUser();
    const big = await docs.upload('PASSPORT', await png(5000, 5000), 'scan.png', 'image/png');
    expect([big.status, big.body]).toEqual([
      413,
      { errors: [{ code: 'validation_error', fieldName: 'file', errors: ['max_length'] }] },
    ]);
    const phone = await docs.upload('PASSPORT', await png(4000, 3000), 'photo.png', 'image/png');
    expect(phone.status).toBe(200);
  });
});
