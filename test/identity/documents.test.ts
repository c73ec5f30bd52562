import {
  earliestExpireDate,
  isoDate,
  latestBirthday,
  latestIssueDate,
} from '../../lib/verification/document-dates';
import { samplePassport } from '../sample-passport';
import { describeBackends } from './describe-backends';
import { signedInUser } from './flows';
import { jpeg } from './images';
import { address, addressPart, ADMIN_TOKEN, adminClient, verificationClient } from './verification-helpers';

const DAY_MS = 24 * 60 * 60 * 1000;
const field = (fieldName: string, errors: string[]) => ({ code: 'validation_error', fieldName, errors });

describeBackends(
  'verification documents',
  (h) => {
    const newUser = async () => {
      const user = await signedInUser(h().server, h().api);
      return { ...user, docs: verificationClient(h().server, h().api, user.token) };
    };

    it('starts with one document per type: the selfie NONE, the others NEW_DOCUMENT', async () => {
      const { token, docs } = await newUser();
      const list = await h().api.get('/v1/documents', { token });
      expect(list.status).toBe(200);
      expect(
        list.body.data.map((d: { documentType: string; status: string }) => [d.documentType, d.status]),
      ).toEqual([
        ['PASSPORT', 'NEW_DOCUMENT'],
        ['ADDRESS', 'NEW_DOCUMENT'],
        ['COMPANY', 'NEW_DOCUMENT'],
        ['SELFIE', 'NONE'],
      ]);
      expect(await docs.document('COMPANY')).toEqual({
        id: expect.any(String),
        documentType: 'COMPANY',
        status: 'NEW_DOCUMENT',
        relativeFilePath: [],
        updatedAt: expect.any(Number),
        documentMetadata: { taxId: '', accountType: 'ENTREPRENEUR', companyName: '' },
        rejectionReason: null,
      });
      expect((await docs.summary()).body).toEqual({
        data: [
          { documentType: 'passport', status: 'NEW_DOCUMENT' },
          { documentType: 'address', status: 'NEW_DOCUMENT' },
          { documentType: 'company', status: 'NEW_DOCUMENT' },
          { documentType: 'selfie', status: 'NONE' },
        ],
      });
      const started = await h().api.json('POST', '/v1/verifications', {}, { token });
      expect(started.body).toEqual((await docs.summary()).body);
      const one = await h().api.get('/v1/verifications', { token, query: { documentType: 'selfie' } });
      expect(one.body).toEqual({ data: [{ documentType: 'selfie', status: 'NONE' }] });
    });

    it('needs a portal session for every call', async () => {
      for (const [method, path] of [
        ['GET', '/v1/documents'],
        ['GET', '/v1/verifications'],
        ['GET', '/v1/documents/file?path=x'],
      ] as const) {
        const res = await h().api.get(path);
        expect([method, path, res.status, res.body]).toEqual([
          method,
          path,
          401,
          { errors: [{ code: 'invalid_token' }] },
        ]);
      }
      const save = await h().api.json(
        'POST',
        '/v1/documents',
        { documentType: 'PASSPORT' },
        { token: 'nope' },
      );
      expect(save.status).toBe(401);
    });

    it('saves a draft without changing its status; rules as SPEC §5 states them', async () => {
      const { docs } = await newUser();
      const saved = await docs.save('PASSPORT', { name: ' Ada ', surname: 'Lovelace' });
      expect(saved.status).toBe(200);
      expect(saved.body.data).toMatchObject({
        status: 'NEW_DOCUMENT',
        documentMetadata: {
          name: 'Ada',
          surname: 'Lovelace',
          gender: 'UNDEFINED',
          birthday: '',
          citizenship: '',
        },
      });

      const now = Date.now();
      const refused = await docs.save('PASSPORT', {
        name: '',
        surname: 'x'.repeat(257),
        gender: 'OTHER',
        birthday: isoDate(now - 17 * 365 * DAY_MS),
        citizenship: 'XX',
        issuedBy: 'y'.repeat(257),
        issueDate: isoDate(now),
        expireDate: isoDate(now + 100 * DAY_MS),
      });
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual(
        expect.arrayContaining([
          field('documentMetadata.name', ['required']),
          field('documentMetadata.surname', ['max_length']),
          field('documentMetadata.gender', ['invalid_value']),
          field('documentMetadata.birthday', ['min_age']),
          field('documentMetadata.citizenship', ['invalid_value']),
          field('documentMetadata.issuedBy', ['max_length']),
          field('documentMetadata.issueDate', ['issue_date']),
          field('documentMetadata.expireDate', ['expire_date']),
        ]),
      );
      expect(refused.body.errors).toHaveLength(8);

      // The lines themselves: 18 today, issued yesterday, expiring about 180 days ahead.
      const edge = await docs.save(
        'PASSPORT',
        samplePassport({
          birthday: latestBirthday(now),
          issueDate: latestIssueDate(now),
          expireDate: earliestExpireDate(now),
        }),
      );
      expect(edge.status).toBe(200);
      const dayLate = await docs.save(
        'PASSPORT',
        samplePassport({
          expireDate: isoDate(Date.parse(earliestExpireDate(now)) - DAY_MS),
          issueDate: '2023-02-30',
        }),
      );
      expect(dayLate.body.errors).toEqual([
        field('documentMetadata.issueDate', ['invalid_value']),
        field('documentMetadata.expireDate', ['expire_date']),
      ]);

      const wrongType = await h().api.json(
        'POST',
        '/v1/documents',
        { documentType: 'DIPLOMA', documentMetadata: {} },
        { token: (await newUser()).token },
      );
      expect(wrongType.body.errors).toEqual([field('documentType', ['invalid_value'])]);
      const noMetadata = await docs.save('COMPANY', undefined);
      expect(noMetadata.body.errors).toEqual([field('documentMetadata', ['required'])]);
    });

    it('keeps address and business closed until the passport has a name and surname', async () => {
      const { docs } = await newUser();
      const early = await docs.save('ADDRESS', address());
      expect(early.status).toBe(403);
      expect(early.body).toEqual({ errors: [{ code: 'access_denied' }] });
      expect((await docs.upload('PASSPORT', await jpeg())).status).toBe(403);
      await docs.save('PASSPORT', { name: 'Ada', surname: 'Lovelace' });
      const zip = await docs.save('ADDRESS', {
        addressPostal: addressPart({ zip: 'z'.repeat(257) }),
        addressResidential: addressPart({ country: 'ZZ' }),
      });
      expect(zip.body.errors).toEqual([
        field('documentMetadata.addressPostal.zip', ['max_length']),
        field('documentMetadata.addressResidential.country', ['invalid_value']),
      ]);
      const ok = await docs.save('COMPANY', {
        taxId: 'DE123',
        accountType: 'COMPANY',
        companyName: 'Engines Ltd',
      });
      expect(ok.body.data.documentMetadata).toEqual({
        taxId: 'DE123',
        accountType: 'COMPANY',
        companyName: 'Engines Ltd',
      });
    });

    it('submits only what is complete, then runs the checks and queues it for a moderator', async () => {
      const { docs } = await newUser();
      await docs.save('PASSPORT', { name: 'Ada', surname: 'Lovelace', citizenship: 'gb' });
      const passportDoc = await docs.document('PASSPORT');
      const incomplete = await docs.verify(passportDoc.id);
      expect(incomplete.status).toBe(400);
      expect(incomplete.body.errors).toEqual([
        field('documentMetadata.birthday', ['required']),
        field('documentMetadata.placeOfBirth', ['required']),
        field('documentMetadata.seriesNumber', ['required']),
        field('documentMetadata.issuedBy', ['required']),
        field('documentMetadata.issueDate', ['required']),
        field('documentMetadata.expireDate', ['required']),
        field('relativeFilePath', ['required']),
      ]);
      expect((await docs.document('PASSPORT')).documentMetadata).toMatchObject({ citizenship: 'GB' });

      const queued = await docs.submit('PASSPORT');
      expect(queued.updatedAt).toBeGreaterThan(passportDoc.updatedAt);
      // Locked while a moderator has it.
      const late = await docs.save('PASSPORT', samplePassport({ name: 'Eve' }));
      expect(late.status).toBe(409);
      expect(late.body).toEqual({ errors: [{ code: 'invalid_request' }] });
      expect((await docs.upload('PASSPORT', await jpeg())).status).toBe(409);
      expect((await docs.remove('PASSPORT', queued.relativeFilePath[0]!)).status).toBe(409);
      expect((await docs.verify(queued.id)).status).toBe(409);
      // Someone else's document id is no document at all.
      const other = await newUser();
      expect((await other.docs.verify(queued.id)).status).toBe(404);
    });

    it('a verified passport and address make the profile verified, in GET /v1/user and check_token', async () => {
      const { token, docs } = await newUser();
      const admin = adminClient(h().api);
      const passportDoc = await docs.submit('PASSPORT');
      await docs.save('ADDRESS', address());
      const addressDoc = await docs.submit('ADDRESS');

      const approved = await admin.post(`/admin/v1/documents/${passportDoc.id}/approve`, {
        moderator: 'mia',
      });
      expect(approved.status).toBe(200);
      expect(approved.body.data).toMatchObject({
        status: 'VERIFIED',
        decisions: [
          { decision: 'APPROVED', reason: null, decidedBy: 'api:mia', decidedAt: expect.any(Number) },
        ],
      });
      expect((await h().api.get('/v1/user', { token })).body.data.verified).toBe(false);

      await admin.post(`/admin/v1/documents/${addressDoc.id}/approve`);
      expect((await h().api.get('/v1/user', { token })).body.data.verified).toBe(true);
      const check = await h().api.form('/oauth/check_token', {}, { query: { token } });
      expect(check.body.verified).toBe(true);
      expect((await docs.summary()).body.data.slice(0, 2)).toEqual([
        { documentType: 'passport', status: 'VERIFIED' },
        { documentType: 'address', status: 'VERIFIED' },
      ]);
      // A verified document stays as it is.
      expect((await docs.save('PASSPORT', samplePassport({ name: 'Eve' }))).status).toBe(409);
      expect(
        (await admin.post(`/admin/v1/documents/${passportDoc.id}/reject`, { reason: 'late' })).status,
      ).toBe(409);
    });

    it("a rejection shows the moderator's reason; the owner corrects and submits again", async () => {
      const { docs } = await newUser();
      const admin = adminClient(h().api);
      const queued = await docs.submit('PASSPORT');
      const rejected = await admin.post(`/admin/v1/documents/${queued.id}/reject`, {
        reason: 'The photo is blurred; please upload a sharper one.',
      });
      expect(rejected.status).toBe(200);
      const back = await docs.document('PASSPORT');
      expect(back).toMatchObject({
        status: 'WAITING_USER',
        rejectionReason: 'The photo is blurred; please upload a sharper one.',
      });
      // Editable again: a new photo replaces the old one.
      const added = await docs.upload('PASSPORT', await jpeg(900, 900));
      expect(added.status).toBe(200);
      expect((await docs.remove('PASSPORT', back.relativeFilePath[0]!)).status).toBe(200);
      expect((await docs.save('PASSPORT', samplePassport({ seriesNumber: 'CD 654321' }))).status).toBe(200);
      expect((await docs.verify(back.id)).status).toBe(200);
      const again = await docs.waitFor('PASSPORT', 'WAITING_MODERATOR');
      expect(again.rejectionReason).toBeNull();
      const detail = await admin.get(`/admin/v1/documents/${queued.id}`);
      expect(detail.body.data.decisions).toEqual([
        {
          decision: 'REJECTED',
          reason: 'The photo is blurred; please upload a sharper one.',
          decidedBy: 'api:admin',
          decidedAt: expect.any(Number),
        },
      ]);
      expect(detail.body.data.files).toHaveLength(1);
    });

    it('the selfie step exists only once a moderator requires it', async () => {
      const { email, docs } = await newUser();
      const admin = adminClient(h().api);
      await docs.save('PASSPORT', samplePassport());
      const refused = await docs.upload('SELFIE', await jpeg());
      expect(refused.status).toBe(403);
      const found = await admin.get('/admin/v1/users', { email });
      expect(found.body.data).toEqual([
        expect.objectContaining({ email, verified: false, selfieRequired: false }),
      ]);
      const patched = await admin.patch(`/admin/v1/users/${found.body.data[0].id}`, { selfieRequired: true });
      expect(patched.body.data.selfieRequired).toBe(true);
      expect((await docs.document('SELFIE')).status).toBe('NEW_DOCUMENT');
      const selfie = await docs.upload('SELFIE', await jpeg());
      expect(selfie.status).toBe(200);
      expect(selfie.body).toMatchObject({
        state: 'success',
        data: { documentType: 'SELFIE', documentMetadata: null },
      });
      expect((await docs.verify(selfie.body.data.id)).status).toBe(200);
      await docs.waitFor('SELFIE', 'WAITING_MODERATOR');
      // Begun, it stays even if the requirement is lifted.
      await admin.patch(`/admin/v1/users/${found.body.data[0].id}`, { selfieRequired: false });
      expect((await docs.document('SELFIE')).status).toBe('WAITING_MODERATOR');
      expect(
        (await admin.patch(`/admin/v1/users/${found.body.data[0].id}`, { selfieRequired: 'yes' })).status,
      ).toBe(400);
    });
  },
  { env: { ADMIN_TOKEN } },
);
