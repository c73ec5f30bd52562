// POST /api/documents/passport — saves the passport form as a draft (SPEC §4: the status stays as it is).
import { saveDocumentData } from '@/lib/bff/documents';
import { bffRoute } from '@/lib/bff/route';

export const { POST } = bffRoute('/documents/passport', {
  handle: ({ ctx, body }) => saveDocumentData(ctx, 'PASSPORT', body),
  form: {
    keep: [
      'name',
      'surname',
      'gender',
      'birthday',
      'placeOfBirth',
      'citizenship',
      'seriesNumber',
      'issuedBy',
      'issueDate',
      'expireDate',
    ],
  },
});
